import { Group, Text } from '@mantine/core';
import { OutcomeBadges } from './outcome-badges.tsx';
import { OutcomeText } from './outcome-text.tsx';
import { outcomeBadges } from '../../../../common/outcomes/colours.ts';
import { outcomeMetadata } from '../../../../common/outcomes/flatten.ts';
import type { FlatOutcome, LearningOutcome } from '../../../../common/outcomes/schema.ts';
import classes from './outcome-summary.module.css';

/**
 * One outcome as a line of a list: its tag colour as a bar, its badges (spec 3) and its code
 * (unless a badge is the code),
 * its title, and its type, year level and place in the curriculum joined with ' • '. Badge text is
 * a dark shade of its colour (badgeTextColour), so it reads on the light tint.
 */
export function OutcomeSummary({ outcome, flat }: { outcome: LearningOutcome; flat: FlatOutcome }) {
  const metadata = outcomeMetadata(flat);
  return (
    <div
      className={classes.summary}
      style={{ borderInlineStartColor: `var(--mantine-color-${flat.tagColor}-6)` }}
    >
      <Group gap={6} wrap="wrap">
        <OutcomeBadges badges={outcomeBadges(outcome)} code={flat.code} size="sm" />
      </Group>
      <Text size="sm" className={classes.title}>
        <OutcomeText text={flat.title} />
      </Text>
      {metadata && (
        <Text size="xs" c="dimmed">
          {metadata}
        </Text>
      )}
    </div>
  );
}
