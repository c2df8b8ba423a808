import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentSummary } from '../../../../common/activities/schema.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { describeError } from '../../../ui/handle-error.ts';
import { useReturnSubmission } from '../responses.queries.ts';

/**
 * Asks before a teacher returns a student's handed-in lesson (they can then change their answers
 * and submit again), and returns it. A failure keeps the dialog open, saying why.
 */
export function ReturnWorkModal({
  activityId,
  student,
  onClose,
  onReturned,
}: {
  activityId: number;
  /** The student whose work is to be returned; null: the dialog is closed. */
  student: StudentSummary | null;
  onClose: () => void;
  onReturned: (student: StudentSummary) => void;
}) {
  const { t } = useTranslation();
  const giveBack = useReturnSubmission(activityId);
  const [error, setError] = useState<string | null>(null);
  const name = student?.fullName ?? '';

  function close() {
    if (giveBack.isPending) return;
    setError(null);
    onClose();
  }

  function confirm() {
    if (!student) return;
    setError(null);
    giveBack.mutate(student.principal, {
      onSuccess: () => onReturned(student),
      onError: (failure) => setError(`${t('activities.return.failed')}: ${describeError(failure)}`),
    });
  }

  return (
    <AppModal opened={student !== null} onClose={close} title={t('activities.return.title', { name })}>
      <Stack gap="md">
        <Text>{t('activities.return.body', { name })}</Text>
        {error && (
          <Alert role="alert" color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={giveBack.isPending} data-autofocus>
            {t('activities.return.cancel')}
          </Button>
          <Button onClick={confirm} loading={giveBack.isPending}>
            {t('activities.return.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
