import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScopeAndSequence } from '../../../../common/outcome-tags/contracts.ts';
import type { OutcomeColumn } from '../outcome-columns.ts';
import { LevelLabel } from './level-label.tsx';
import { OutcomeTable } from './outcome-table.tsx';

/**
 * A subject's scope and sequence as a table: its lessons in order (rows, drafts marked), its
 * outcomes (columns), and in each cell the level a lesson aims at for an outcome it puts in the
 * scope and sequence.
 */
export function ScopeAndSequenceTable({
  lessons,
  columns,
  fullTitles,
}: {
  lessons: ScopeAndSequence['lessons'];
  columns: readonly OutcomeColumn[];
  fullTitles: boolean;
}) {
  const { t } = useTranslation();
  const rows = lessons.map((lesson) => {
    const levels = new Map(
      lesson.outcomes.map((outcome) => [outcome.learningOutcomeUuid.toLowerCase(), outcome.level]),
    );
    return {
      key: lesson.activityId,
      header: (
        <>
          {lesson.title}
          {lesson.status === 'draft' && (
            <Badge variant="outline" color="gray" c="gray.8" size="sm" ml={6} radius="sm">
              {t('outcomeTags.scopeAndSequence.draft')}
            </Badge>
          )}
        </>
      ),
      cell: (column: OutcomeColumn) => {
        const level = levels.get(column.uuid);
        return level ? (
          <LevelLabel level={level} />
        ) : (
          <VisuallyHidden>{t('outcomeTags.scopeAndSequence.notIncluded')}</VisuallyHidden>
        );
      },
    };
  });
  return (
    <OutcomeTable
      caption={t('outcomeTags.scopeAndSequence.caption')}
      corner={t('outcomeTags.scopeAndSequence.lesson')}
      columns={columns}
      rows={rows}
      fullTitles={fullTitles}
    />
  );
}
