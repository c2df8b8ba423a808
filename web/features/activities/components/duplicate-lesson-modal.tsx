import { Button, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../../common/activities/schema.ts';
import type { SubjectDetails } from '../../../../common/subjects/schema.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { useSubjects } from '../../subjects/subjects.queries.ts';
import { useDuplicateActivity } from '../activities.queries.ts';

/** Copies a lesson, as a draft, into another subject the teacher teaches at the same school. */
export function DuplicateLessonModal({
  activity,
  subject,
  onClose,
}: {
  activity: Activity | null;
  subject: SubjectDetails;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const subjects = useSubjects(subject.institutionId);
  const duplicate = useDuplicateActivity();
  const [targetId, setTargetId] = useState<string | null>(null);
  const targets = (subjects.data ?? []).filter(
    (s) => s.id !== subject.id && s.permissions?.update && !s.isArchived && s.state === 'ready',
  );

  function close() {
    setTargetId(null);
    onClose();
  }

  function confirm() {
    if (!activity || !targetId) return;
    const target = targets.find((s) => String(s.id) === targetId);
    duplicate.mutate(
      { activity, subjectId: Number(targetId) },
      {
        onSuccess: () => {
          showNotification({
            tone: 'success',
            message: t('activities.list.duplicatedInto', {
              title: activity.title,
              subject: target?.namePlaintext,
            }),
          });
          close();
        },
        onError: (error) => handleError(error, 'activities.list.duplicateFailed'),
      },
    );
  }

  return (
    <AppModal opened={activity !== null} onClose={close} title={t('activities.duplicate.title')}>
      {activity && (
        <>
          {targets.length === 0 && subjects.isSuccess ? (
            <Text>{t('activities.duplicate.none')}</Text>
          ) : (
            <Select
              label={t('activities.duplicate.subject')}
              description={t('activities.duplicate.hint', { title: activity.title })}
              data={targets.map((s) => ({ value: String(s.id), label: s.namePlaintext }))}
              value={targetId}
              onChange={setTargetId}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          )}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button disabled={!targetId} loading={duplicate.isPending} onClick={confirm}>
              {t('activities.duplicate.confirm')}
            </Button>
          </Group>
        </>
      )}
    </AppModal>
  );
}
