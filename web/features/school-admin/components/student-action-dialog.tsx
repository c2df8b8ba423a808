import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchoolStudent } from '../../../../common/students/schema.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { describeError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { useReleaseLicence, useRemoveStudent } from '../students.queries.ts';

/**
 * Confirms releasing a student's licence or removing them from the school, naming the student
 * and saying what it means: what they keep (their account, their work) and what they lose.
 */
export function StudentActionDialog({
  institutionId,
  schoolName,
  student,
  kind,
  onClose,
}: {
  institutionId: number;
  schoolName: string;
  student: SchoolStudent;
  kind: 'release' | 'remove';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const release = useReleaseLicence(institutionId);
  const remove = useRemoveStudent(institutionId);
  const action = kind === 'release' ? release : remove;
  const name = student.fullName;
  const words = { name, school: schoolName };

  function confirm() {
    if (action.isPending) return;
    action.mutate(student.principal, {
      onSuccess: () => {
        showNotification({
          tone: 'success',
          message: t(kind === 'release' ? 'schoolStudents.released' : 'schoolStudents.removed', words),
        });
        onClose();
      },
    });
  }

  return (
    <AppModal
      opened
      onClose={onClose}
      title={t(kind === 'release' ? 'schoolStudents.releaseTitle' : 'schoolStudents.removeTitle', words)}
    >
      <Stack gap="sm">
        {kind === 'release' ? (
          <Text>{t('schoolStudents.releaseBody', words)}</Text>
        ) : (
          <>
            <Text>{t('schoolStudents.removeBody', words)}</Text>
            {student.subjects.length > 0 && (
              <Text>
                {t('schoolStudents.removeSubjects', {
                  subjects: student.subjects.map((s) => s.name).join(', '),
                })}
              </Text>
            )}
          </>
        )}
        {action.error && (
          <Alert color="red" variant="light" role="alert">
            {describeError(action.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={kind === 'release' ? undefined : 'red'} loading={action.isPending} onClick={confirm}>
            {t(kind === 'release' ? 'schoolStudents.releaseConfirm' : 'schoolStudents.removeConfirm', words)}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
