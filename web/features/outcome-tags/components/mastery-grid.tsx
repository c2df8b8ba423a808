import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MasteryCell, SubjectMastery } from '../../../../common/outcome-tags/contracts.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import type { OutcomeColumn } from '../outcome-columns.ts';
import { outcomeName } from '../outcome-name.ts';
import type { EvidenceTarget } from './evidence-dialog.tsx';
import { LevelLabel, useLevelName } from './level-label.tsx';
import { OutcomeTable } from './outcome-table.tsx';
import classes from './outcome-table.module.css';

/** One student's cells, keyed by lower-case outcome uuid. */
export const cellsByOutcome = (cells: readonly MasteryCell[]) =>
  new Map(cells.map((cell) => [cell.learningOutcomeUuid.toLowerCase(), cell]));

/**
 * A student's level in one outcome: the level's label and how many marked answers showed one
 * (the hover text adds when the last was marked), a button that opens the answers behind it;
 * "Not yet assessed" to screen readers when none.
 */
export function MasteryCellContent({
  cell,
  studentName,
  column,
  onShowEvidence,
}: {
  cell: MasteryCell | undefined;
  studentName: string;
  column: OutcomeColumn;
  onShowEvidence: () => void;
}) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const { date } = useFormatters();
  if (!cell)
    return (
      <>
        <span aria-hidden className={classes.none}>
          –
        </span>
        <VisuallyHidden>{t('outcomeTags.progress.notAssessed')}</VisuallyHidden>
      </>
    );
  const details = t('outcomeTags.progress.cellDetails', {
    level: levelName(cell.level),
    count: cell.evidenceCount,
    date: date(cell.lastMarkedAt),
  });
  // The name comes from the content, so it holds the visible text word for word (WCAG 2.5.3); the
  // spaces stand outside the hidden parts, which name computations trim:
  // 'Sam Student, AC9S7U05: Proficient from 2 answers — show evidence'.
  return (
    <UnstyledButton className={classes.cellButton} title={details} onClick={onShowEvidence}>
      <VisuallyHidden component="span">
        {t('outcomeTags.progress.cellButton.before', { name: studentName, code: outcomeName(column.flat) })}
      </VisuallyHidden>{' '}
      <LevelLabel level={cell.level} />{' '}
      <VisuallyHidden component="span">{t('outcomeTags.progress.cellButton.between')}</VisuallyHidden>{' '}
      <span className={classes.evidence}>
        {t('outcomeTags.progress.answers', { count: cell.evidenceCount })}
      </span>{' '}
      <VisuallyHidden component="span">{t('outcomeTags.progress.cellButton.after')}</VisuallyHidden>
    </UnstyledButton>
  );
}

/**
 * The teacher's grid: a table of students (rows, their names the row headers) by outcomes
 * (columns), each cell the student's level in the outcome, opening the answers behind it.
 */
export function MasteryGrid({
  students,
  columns,
  fullTitles,
  onShowEvidence,
}: {
  students: SubjectMastery['students'];
  columns: readonly OutcomeColumn[];
  fullTitles: boolean;
  onShowEvidence: (target: EvidenceTarget) => void;
}) {
  const { t } = useTranslation();
  const rows = students.map((student) => {
    const cells = cellsByOutcome(student.outcomes);
    return {
      key: student.principal,
      header: student.fullName,
      cell: (column: OutcomeColumn) => {
        const cell = cells.get(column.uuid);
        return (
          <MasteryCellContent
            cell={cell}
            studentName={student.fullName}
            column={column}
            onShowEvidence={() =>
              cell &&
              onShowEvidence({ principal: student.principal, fullName: student.fullName, column, cell })
            }
          />
        );
      },
    };
  });
  return (
    <OutcomeTable
      caption={t('outcomeTags.progress.caption')}
      corner={t('outcomeTags.progress.student')}
      columns={columns}
      rows={rows}
      fullTitles={fullTitles}
    />
  );
}
