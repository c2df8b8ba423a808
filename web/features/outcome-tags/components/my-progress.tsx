import { useTranslation } from 'react-i18next';
import type { MasteryCell } from '../../../../common/outcome-tags/contracts.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { OutcomeSummary } from '../../outcomes/components/outcome-summary.tsx';
import type { OutcomeColumn } from '../outcome-columns.ts';
import { LevelLabel } from './level-label.tsx';
import { cellsByOutcome } from './mastery-grid.tsx';
import classes from './my-progress.module.css';

/** A student's own progress: each of the subject's outcomes with the level they have shown in it. */
export function MyProgress({
  cells,
  columns,
}: {
  cells: readonly MasteryCell[];
  columns: readonly OutcomeColumn[];
}) {
  const { t } = useTranslation();
  const { date } = useFormatters();
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
