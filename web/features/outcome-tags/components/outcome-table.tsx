import { VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SidewaysScroller } from '../../../ui/sideways-scroller.tsx';
import type { OutcomeColumn } from '../outcome-columns.ts';
import { OutcomeColumnHeader } from './outcome-column-header.tsx';
import classes from './outcome-table.module.css';

export interface OutcomeTableRow {
  key: string | number;
  /** The row's header (a student's name, a lesson's title). */
  header: ReactNode;
  cell: (column: OutcomeColumn) => ReactNode;
}

/**
 * A table of rows (students, lessons) by outcomes: real row and column headers, scrolling sideways
 * in its own focusable region with the row headers kept in view (and a line saying so when it is
 * wider than the screen); titles cut to three lines unless `fullTitles`.
 */
export function OutcomeTable({
  caption,
  corner,
  columns,
  rows,
  fullTitles,
}: {
  caption: string;
  /** The first column's header. */
  corner: string;
  columns: readonly OutcomeColumn[];
  rows: readonly OutcomeTableRow[];
  fullTitles: boolean;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <SidewaysScroller
      labelledBy={captionId}
      hint={t('outcomeTags.progress.scrollHint')}
      className={classes.scroller}
    >
      <table className={classes.table} data-full-titles={fullTitles || undefined}>
        <VisuallyHidden component="caption" id={captionId}>
          {caption}
        </VisuallyHidden>
        <thead>
          <tr>
            <th scope="col" className={classes.corner}>
              {corner}
            </th>
            {columns.map((column) => (
              <th key={column.uuid} scope="col" className={classes.outcomeColumn}>
                <OutcomeColumnHeader column={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={classes.rowHeader}>
                {row.header}
              </th>
              {columns.map((column) => (
                <td key={column.uuid} className={classes.cell}>
                  {row.cell(column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroller>
  );
}
