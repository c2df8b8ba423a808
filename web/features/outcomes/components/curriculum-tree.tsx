import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeLabel } from '../../../../common/outcomes/labels.ts';
import { outcomeTextToPlain } from '../../../../common/outcomes/outcome-text.ts';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import { allBranches, frameworkTree, openToDepth, type FrameworkNode } from '../framework-tree.ts';
import { OutcomeText } from './outcome-text.tsx';
import classes from './curriculum-tree.module.css';

/** Levels shown open when the tree is first drawn: the top two. */
const FIRST_OPEN_DEPTH = 2;

function Chevron() {
  return (
    <svg className={classes.chevron} width="14" height="14" viewBox="0 0 14 14" aria-hidden focusable="false">
      <path d="M5 2.5 9.5 7 5 11.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** An outcome as a line of the tree: its level's name, code, text and year level. */
function NodeLabel({ outcome }: { outcome: LearningOutcome }) {
  const standard = outcome.standardBasedLearningOutcome;
  const level = standard?.level;
  const grade = level ? gradeLabel(level, outcome.curriculumCode) : '';
  // A grade's own line ("Grade 5") is not told its grade again.
  const saysItsGrade = grade !== '' && grade.toLowerCase() === (standard?.title ?? '').trim().toLowerCase();
  return (
    <>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {[standard?.itemType, saysItsGrade ? '' : grade].filter(Boolean).join(' · ')}
      </Text>
      <Text size="sm" fw={standard?.isGrouping ? 600 : 400}>
        {standard?.code && <strong>{standard.code} </strong>}
        <OutcomeText text={standard?.title ?? ''} />
      </Text>
    </>
  );
}

function TreeNode({
  node,
  open,
  onToggle,
  onOpen,
}: {
  node: FrameworkNode;
  open: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
  onOpen: (outcome: LearningOutcome) => void;
}) {
  const { t } = useTranslation();
  const branchId = useId();
  const { outcome, children } = node;
  const isOpen = open.has(outcome.uuid);
  const standard = outcome.standardBasedLearningOutcome;
  const name = standard?.code || outcomeTextToPlain(standard?.title ?? '');
  return (
    <li>
      <div className={classes.row}>
        {children.length > 0 ? (
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={isOpen}
            aria-controls={isOpen ? branchId : undefined}
            aria-label={t('outcomes.tree.toggle', { name, count: children.length })}
            onClick={() => onToggle(outcome.uuid)}
          >
            <Chevron />
          </UnstyledButton>
        ) : (
          <span className={classes.spacer} />
        )}
        <UnstyledButton
          className={`${classes.item} ${standard?.isGrouping ? classes.grouping : ''}`}
          onClick={() => onOpen(outcome)}
        >
          <NodeLabel outcome={outcome} />
        </UnstyledButton>
      </div>
      {isOpen && (
        <ul id={branchId} className={classes.branch}>
          {children.map((child) => (
            <TreeNode key={child.outcome.uuid} node={child} open={open} onToggle={onToggle} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * A framework's outcomes as its tree (every level a CASE framework has, each with its item type),
 * each a button that opens it and, where it has outcomes under it, a button that shows or hides
 * them. The top two levels start open. Memoised, as the outline is, so typing in the search above
 * does not draw it again.
 */
export const CurriculumTree = memo(function CurriculumTree({
  outcomes,
  onOpen,
}: {
  outcomes: readonly LearningOutcome[];
  onOpen: (outcome: LearningOutcome) => void;
}) {
  const { t } = useTranslation();
  const tree = useMemo(() => frameworkTree(outcomes), [outcomes]);
  const [open, setOpen] = useState(() => openToDepth(tree, FIRST_OPEN_DEPTH));
  const toggle = (uuid: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });
  return (
    <section aria-label={t('outcomes.tree.label')}>
      <Group gap="xs" mb="sm">
        <Button variant="default" size="xs" onClick={() => setOpen(allBranches(tree))}>
          {t('outcomes.tree.expandAll')}
        </Button>
        <Button variant="default" size="xs" onClick={() => setOpen(new Set())}>
          {t('outcomes.tree.collapseAll')}
        </Button>
      </Group>
      <ul className={classes.tree}>
        {tree.map((node) => (
          <TreeNode key={node.outcome.uuid} node={node} open={open} onToggle={toggle} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
});
