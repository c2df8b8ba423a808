import { Badge, Text, type MantineSize } from '@mantine/core';
import type { OutcomeBadge } from '../../../../common/outcomes/colours.ts';
import { badgeTextColour } from './badge-text-colour.ts';

/**
 * An outcome's badges (spec 3) and, unless a badge is the code, its code in bold; for the caller
 * to lay out in a row. Codes keep their case, as the code beside a sub-standard does. Badge text is a dark shade of its colour (badgeTextColour), so it reads on
 * the light tint.
 */
export function OutcomeBadges({
  badges,
  code,
  size,
}: {
  badges: readonly OutcomeBadge[];
  code: string | null;
  /** The badges' and the code's size; the surrounding text's by default. */
  size?: MantineSize;
}) {
  return (
    <>
      {badges.map((badge) => (
        <Badge
          key={badge.label}
          variant="light"
          color={badge.color}
          c={badgeTextColour(badge.color)}
          radius="sm"
          size={size}
          // As published: a badge would print '3.NF.A.3.a' as '3.NF.A.3.A'.
          tt="none"
        >
          {badge.label}
        </Badge>
      ))}
      {code && !badges.some((badge) => badge.label === code) && (
        <Text component="span" size={size} fw={700}>
          {code}
        </Text>
      )}
    </>
  );
}
