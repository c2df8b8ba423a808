import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subject } from '../../../../common/subjects/schema.ts';

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
    <Modal
      opened={subject !== null}
      onClose={onCancel}
      title={t('subjects.delete.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      {subject && (
        <>
          <Text>{t('subjects.delete.body', { name: subject.namePlaintext })}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={isDeleting} onClick={() => onConfirm(subject)}>
              {t('subjects.delete.confirm')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
