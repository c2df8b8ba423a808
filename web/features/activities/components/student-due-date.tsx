import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity, StudentSummary } from '../../../../common/activities/schema.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { describeError } from '../../../ui/handle-error.ts';
import { useSetStudentDueDate } from '../responses.queries.ts';
import { useFormatDueAt } from '../due-time.ts';
import { DueDateField } from './due-date-field.tsx';

/**
 * A student's due date in the class view's row: theirs when extended, and the button that gives
 * them their own (an extension) or the lesson's again, in a dialog in the school's time zone.
 */
export function StudentDueDate({ activity, student }: { activity: Activity; student: StudentSummary }) {
  const { t } = useTranslation();
  const formatDue = useFormatDueAt();
  const [isOpen, setIsOpen] = useState(false);
  const [dueAt, setDueAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = useSetStudentDueDate(activity);
  const name = student.fullName;

  const open = () => {
    setDueAt(student.extendedDueAt ?? activity.dueAt);
    setError(null);
    setIsOpen(true);
  };
  const save = (value: string | null) =>
    set.mutate(
      { studentPrincipal: student.principal, dueAt: value },
      { onSuccess: () => setIsOpen(false), onError: (e) => setError(describeError(e)) },
    );

  return (
    <Stack gap={2} align="flex-start">
      {student.extendedDueAt && (
        <Text size="xs" data-testid="extended-due">
          {t('activities.extension.extendedTo', {
            when: formatDue(student.extendedDueAt, activity.timezone),
          })}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={open}
        aria-label={
          student.extendedDueAt
            ? t('activities.extension.changeFor', { name })
            : t('activities.extension.extendFor', { name })
        }
      >
        {student.extendedDueAt ? t('activities.extension.change') : t('activities.extension.extend')}
      </Button>
      <AppModal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('activities.extension.title', { name })}
      >
        <Stack gap="md">
          <Text size="sm">
            {activity.dueAt
              ? t('activities.extension.lessonDue', { when: formatDue(activity.dueAt, activity.timezone) })
              : t('activities.extension.lessonNoDue')}
          </Text>
          <DueDateField
            key={String(isOpen)}
            label={t('activities.extension.field', { name })}
            dueAt={dueAt}
            timeZone={activity.timezone}
            onChange={setDueAt}
          />
          {error && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-9)' }}>
              {error}
            </div>
          )}
          <Group justify="space-between">
            {student.extendedDueAt ? (
              <Button variant="default" onClick={() => save(null)} disabled={set.isPending}>
                {t('activities.extension.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={() => save(dueAt)} loading={set.isPending} disabled={dueAt === null}>
              {t('activities.extension.save')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}
