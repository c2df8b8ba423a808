import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OutcomeBadge } from '../../../../common/outcomes/colours.ts';
import { outcomeMetadata } from '../../../../common/outcomes/flatten.ts';
import type { ConsolidatedOutcome } from '../../../../common/outcomes/schema.ts';
import { badgeTextColour } from '../../outcomes/components/badge-text-colour.ts';
import classes from './outcome-tag-view.module.css';

/**
 * A tagged outcome's heading lines, as the outcome list shows an outcome: its badges and code
 * (unless a badge is the code), its title, and its type, grade and place in the curriculum joined
 * with ' • '; `action` (add or remove) sits at the end of the first line.
 */
export function OutcomeTagHeader({
  outcome,
  badges,
  action,
}: {
  outcome: ConsolidatedOutcome;
  badges: readonly OutcomeBadge[];
  action?: ReactNode;
}) {
  const metadata = outcomeMetadata(outcome);
  return (
    <div className={classes.header}>
      <div className={classes.summary}>
        <Group gap={6} wrap="wrap">
          {badges.map((badge) => (
            <Badge
              key={badge.label}
              variant="light"
              color={badge.color}
              c={badgeTextColour(badge.color)}
              radius="sm"
            >
              {badge.label}
            </Badge>
          ))}
          {outcome.code && !badges.some((badge) => badge.label === outcome.code) && (
            <Text component="span" size="sm" fw={700}>
              {outcome.code}
            </Text>
          )}
        </Group>
        <Text size="sm" className={classes.title}>
          {outcome.title}
        </Text>
        {metadata && (
          <Text size="xs" c="dimmed">
            {metadata}
          </Text>
        )}
      </div>
      {action}
    </div>
  );
}
