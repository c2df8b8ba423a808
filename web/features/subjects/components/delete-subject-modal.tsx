import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subject } from '../../../../common/subjects/schema.ts';
import { AppModal } from '../../../ui/app-modal.tsx';

/** Asks before a subject is deleted (spec 2.4); the notification that follows offers an undo. */
export function DeleteSubjectModal({
  subject,
  isDeleting,
  onCancel,
  onConfirm,
}: {
  subject: Subject | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: (subject: Subject) => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal opened={subject !== null} onClose={onCancel} title={t('subjects.delete.title')}>
      {subject && (
        <>
          <Text>{t('subjects.delete.body', { name: subject.namePlaintext })}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button color="red.9" loading={isDeleting} onClick={() => onConfirm(subject)}>
              {t('subjects.delete.confirm')}
            </Button>
          </Group>
        </>
      )}
    </AppModal>
  );
}
