import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OutcomeBadge } from '../../../../common/outcomes/colours.ts';
import { outcomeMetadata } from '../../../../common/outcomes/flatten.ts';
import type { ConsolidatedOutcome } from '../../../../common/outcomes/schema.ts';
import { OutcomeBadges } from '../../outcomes/components/outcome-badges.tsx';
import { OutcomeText } from '../../outcomes/components/outcome-text.tsx';
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
          <OutcomeBadges badges={badges} code={outcome.code} size="sm" />
        </Group>
        <Text size="sm" className={classes.title}>
          <OutcomeText text={outcome.title} />
        </Text>
        {metadata && (
          <Text size="xs" c="dimmed">
            {metadata}
          </Text>
        )}
      </div>
      {action && <div className={classes.action}>{action}</div>}
    </div>
  );
}
