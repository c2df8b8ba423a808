import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { duplicateSubjectName } from '../../../../common/subjects/rules.ts';
import { zDuplicateSubject, type Subject } from '../../../../common/subjects/schema.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { useApiForm } from '../../../ui/forms/use-api-form.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { useDuplicateSubject } from '../subjects.queries.ts';

/** In the dialog the copy is always named: the name field starts as the original's with ' (copy)'. */
const zNamedDuplicate = zDuplicateSubject.required({ name: true });

/**
 * Duplicating a subject: the teacher names the copy and may give it a code (a copy is another
 * class, so it starts with none). The copy joins the list at once, still duplicating.
 */
export function DuplicateSubjectDialog({
  subject,
  onClose,
}: {
  subject: Subject | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal opened={subject !== null} onClose={onClose} title={t('subjects.duplicate.title')}>
      {subject && <DuplicateSubjectForm key={subject.id} subject={subject} onClose={onClose} />}
    </AppModal>
  );
}

function DuplicateSubjectForm({ subject, onClose }: { subject: Subject; onClose: () => void }) {
  const { t } = useTranslation();
  const duplicate = useDuplicateSubject();
  const form = useApiForm({
    initialValues: { name: duplicateSubjectName(subject.namePlaintext), code: '' },
    schema: zNamedDuplicate,
    toBody: (values) => ({ name: values.name.trim(), code: values.code.trim() }),
    submit: (body) => duplicate.mutateAsync({ subject, body }),
    onSuccess: (copy) => {
      onClose();
      showNotification({
        tone: 'success',
        message: t('subjects.duplicate.started', { name: copy.namePlaintext }),
      });
    },
    onError: (error, { hasFieldProblems }) => {
      if (!hasFieldProblems) handleError(error, 'subjects.duplicate.failed');
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="sm">
        <Text>{t('subjects.duplicate.body', { name: subject.namePlaintext })}</Text>
        <TextInput
          {...form.getInputProps('name')}
          label={t('subjects.duplicate.name')}
          autoComplete="off"
          required
          data-autofocus
        />
        <TextInput
          {...form.getInputProps('code')}
          label={t('subjects.create.code')}
          description={t('subjects.duplicate.codeHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="off"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('subjects.duplicate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
