import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MasteryCell } from '../../../../common/outcome-tags/contracts.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { OutcomeSummary } from '../../outcomes/components/outcome-summary.tsx';
import type { OutcomeColumn } from '../outcome-columns.ts';
import { outcomeName } from '../outcome-name.ts';
import { LevelLabel, useLevelName } from './level-label.tsx';
import { cellsByOutcome } from './mastery-grid.tsx';
import classes from './my-progress.module.css';

/**
 * A student's own progress: each of the subject's outcomes with the level they have shown in it,
 * and a button to the answers behind it.
 */
export function MyProgress({
  cells,
  columns,
  onShowEvidence,
}: {
  cells: readonly MasteryCell[];
  columns: readonly OutcomeColumn[];
  onShowEvidence: (column: OutcomeColumn, cell: MasteryCell) => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const levelName = useLevelName();
  const byOutcome = cellsByOutcome(cells);
  return (
    <ul className={classes.list} aria-label={t('outcomeTags.progress.outcomes')}>
      {columns.map((column) => {
        const cell = byOutcome.get(column.uuid);
        return (
          <li key={column.uuid} className={classes.item}>
            <div className={classes.outcome}>
              <OutcomeSummary outcome={column.outcome} flat={column.flat} />
            </div>
            <div className={classes.level}>
              {cell ? (
                <>
                  <LevelLabel level={cell.level} />
                  <span className={classes.evidence}>
                    {t('outcomeTags.progress.evidence', { count: cell.evidenceCount })}
                  </span>
                  <span className={classes.evidence}>
                    {t('outcomeTags.progress.lastMarked', { date: date(cell.lastMarkedAt) })}
                  </span>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    mt={2}
                    onClick={() => onShowEvidence(column, cell)}
                    aria-label={t('outcomeTags.progress.showMyEvidence', {
                      code: outcomeName(column.flat),
                      level: levelName(cell.level),
                      count: cell.evidenceCount,
                    })}
                  >
                    {t('outcomeTags.progress.showEvidenceShort')}
                  </Button>
                </>
              ) : (
                <span className={classes.none}>{t('outcomeTags.progress.notAssessed')}</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
