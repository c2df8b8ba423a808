import { DateTimePicker } from '@mantine/dates';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type enAU from '../../../i18n/en-AU.activities.json';
import { fromSchoolWallClock, toSchoolWallClock } from '../due-time.ts';
import classes from './due-date-field.module.css';

/** '26 Nov 2026, 3:30 pm' in en-AU, 'Nov 26, 2026, 3:30 PM' in en-US: a wall-clock time as it reads. */
function useWallClockFormat(): (wallClock: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    // The wall-clock time is the school's already: read as UTC and shown as UTC, nothing shifts it.
    const format = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    return (wallClock: string) => format.format(new Date(`${wallClock.replace(' ', 'T')}Z`));
  }, [i18n.language]);
}

/**
 * A lesson's due date and time, picked or typed in the school's time zone (the calendar's day, the
 * time's hour and minutes), shown in the reader's language, with a warning when it has passed.
 * `onChange` receives the instant (ISO), or null once cleared.
 */
export function DueDateField({
  dueAt,
  timeZone,
  label,
  onChange,
}: {
  dueAt: string | null;
  timeZone: string;
  /** The field's label, when not the lesson's due date. */
  label?: string;
  onChange: (dueAt: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const fieldId = useId();
  const formatWallClock = useWallClockFormat();
  const [wallClock, setWallClock] = useState<string | null>(
    dueAt ? toSchoolWallClock(dueAt, timeZone) : null,
  );
  // 'Now' as of the last change: what is past is judged when the date is shown or chosen.
  const [now, setNow] = useState(() => Date.now());
  const instant = wallClock ? fromSchoolWallClock(wallClock, timeZone) : null;
  const isPast = instant !== null && Date.parse(instant) < now;
  const isUs = i18n.language === 'en-US';
  const calendarLabel = (key: keyof typeof enAU.editor.dueCalendar) =>
    t(`activities.editor.dueCalendar.${key}`);

  return (
    <DateTimePicker
      id={fieldId}
      // The calendar's dialog is named by the field that opens it, and gives focus back to that
      // field when Escape closes it.
      popoverProps={{ id: fieldId, returnFocus: true }}
      label={label ?? t('activities.editor.due')}
      description={
        <>
          {t('activities.editor.dueHint', { timezone: timeZone })}
          {isPast && <span className={classes.past}>{t('activities.editor.duePast')}</span>}
        </>
      }
      placeholder={t('activities.editor.noDue')}
      value={wallClock}
      clearable
      valueFormat={formatWallClock}
      firstDayOfWeek={isUs ? 0 : 1}
      // Mantine fades the neighbouring months' days below a readable contrast: they are left out.
      hideOutsideDates
      classNames={{ day: classes.day }}
      clearButtonProps={{ 'aria-label': t('activities.editor.clearDue') }}
      previousLabel={calendarLabel('previousMonth')}
      nextLabel={calendarLabel('nextMonth')}
      ariaLabels={{
        previousMonth: calendarLabel('previousMonth'),
        nextMonth: calendarLabel('nextMonth'),
        previousYear: calendarLabel('previousYear'),
        nextYear: calendarLabel('nextYear'),
        previousDecade: calendarLabel('previousDecade'),
        nextDecade: calendarLabel('nextDecade'),
      }}
      timePickerProps={{
        format: isUs ? '12h' : '24h',
        hoursInputLabel: calendarLabel('hours'),
        minutesInputLabel: calendarLabel('minutes'),
        amPmInputLabel: calendarLabel('amPm'),
      }}
      submitButtonProps={{ 'aria-label': calendarLabel('set') }}
      style={{ maxWidth: '22rem' }}
      onChange={(value) => {
        setWallClock(value);
        setNow(Date.now());
        onChange(value ? fromSchoolWallClock(value, timeZone) : null);
      }}
    />
  );
}
