import { useTranslation } from 'react-i18next';
import { OutcomeBadges } from '../../outcomes/components/outcome-badges.tsx';
import { OutcomeText } from '../../outcomes/components/outcome-text.tsx';
import type { OutcomeColumn } from '../outcome-columns.ts';
import { outcomeFullName } from '../outcome-name.ts';
import classes from './outcome-table.module.css';

/**
 * An outcome's column header: its badges and code (unless a badge is the code), and its title,
 * cut to three lines unless the table shows full titles (the whole title is the header's hover
 * text, and screen readers read it whole either way).
 */
export function OutcomeColumnHeader({ column }: { column: OutcomeColumn }) {
  const { t } = useTranslation();
  const { flat, badges, parentName } = column;
  return (
    <span className={classes.outcomeHeader} title={outcomeFullName(flat)}>
      <span className={classes.outcomeCode}>
        <OutcomeBadges badges={badges} code={flat.code} size="sm" />
      </span>
      {parentName && (
        <span className={classes.outcomeParent}>
          {t('outcomeTags.progress.subStandardOf', { code: parentName })}
        </span>
      )}
      <span className={classes.outcomeTitle}>
        <OutcomeText text={flat.title} />
      </span>
    </span>
  );
}
