import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { Icon } from '../../../ui/icon.tsx';
import classes from './due-dates.module.css';

const TITLE_ID = 'due-dates-title';

/** Something due in a subject: a lesson's due date, once lessons are in the product. */
export interface DueItem {
  subjectId: number;
  title: string;
  /** ISO date-time. */
  dueOn: string;
}

/** The soonest of the items, or null. */
export function nextDueItem(items: readonly DueItem[]): DueItem | null {
  return items.reduce<DueItem | null>(
    (soonest, item) => (!soonest || item.dueOn < soonest.dueOn ? item : soonest),
    null,
  );
}

function CalendarIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 11h18" />
    </Icon>
  );
}

/** A subject card's next due item. */
export function NextDue({ item }: { item: DueItem }) {
  const { t } = useTranslation();
  const { date: formatDate } = useFormatters();
  return (
    <span className={classes.next}>
      <CalendarIcon />
      <span>
        <span className={classes.when}>{t('dashboard.card.dueOn', { date: formatDate(item.dueOn) })}</span>{' '}
        {item.title}
      </span>
    </span>
  );
}

/**
 * The due dates region (spec 2.3): what is due next across the subjects, soonest first. Lessons,
 * and with them due dates, are not in the product yet, so today it says quietly that nothing is.
 */
export function DueDates({ items = [] }: { items?: readonly DueItem[] }) {
  const { t } = useTranslation();
  const { date: formatDate } = useFormatters();
  const soonest = [...items].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  return (
    <Paper component="section" withBorder p="md" radius="lg" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h5" id={TITLE_ID}>
        {t('subjects.dueDates.title')}
      </Title>
      {soonest.length === 0 ? (
        <Text mt={4} size="sm" c="dimmed">
          {t('subjects.dueDates.empty')}
        </Text>
      ) : (
        <ul className={classes.list}>
          {soonest.map((item) => (
            <li key={`${item.subjectId}:${item.title}:${item.dueOn}`}>
              <span className={classes.when}>{formatDate(item.dueOn)}</span> {item.title}
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
