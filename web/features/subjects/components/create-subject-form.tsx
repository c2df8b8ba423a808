import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { zCreateSubject } from '../../../../common/subjects/schema.ts';
import { useLeaveGuard } from '../../../ui/forms/leave-guard.tsx';
import { useApiForm } from '../../../ui/forms/use-api-form.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { createSubjectBody, isCreateSubjectDirty } from '../create-subject-form.ts';
import { useCreateSubject } from '../subjects.queries.ts';

const TITLE_ID = 'create-subject-title';
/** The name field, which an empty list's 'create your first subject' takes the person to. */
export const CREATE_SUBJECT_NAME_ID = 'create-subject-name';

/**
 * The create subject form (spec 2.5): a name, an optional code and a save button. It counts as
 * unsaved while either is filled, so leaving asks first. Validation problems show on their fields;
 * any other error goes to the generic handler, and the form keeps what was typed.
 */
export function CreateSubjectForm({
  institutionId,
  isListEmpty,
}: {
  institutionId: number;
  isListEmpty: boolean;
}) {
  const { t } = useTranslation();
  const create = useCreateSubject();
  const form = useApiForm({
    initialValues: { name: '', code: '' },
    schema: zCreateSubject,
    toBody: (values) => createSubjectBody(values, institutionId),
    submit: (body) => create.mutateAsync(body),
    onSuccess: (subject, { reset }) => {
      reset();
      showNotification({
        tone: 'success',
        message: t('subjects.create.created', { name: subject.namePlaintext }),
      });
    },
    onError: (error, { hasFieldProblems }) => {
      if (!hasFieldProblems) handleError(error, 'subjects.create.failed');
    },
  });
  useLeaveGuard(isCreateSubjectDirty(form.values), t('subjects.create.leaveBody'));

  return (
    <Paper component="section" withBorder p="md" radius="lg" aria-labelledby={TITLE_ID}>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5" id={TITLE_ID}>
            {t('subjects.create.title')}
          </Title>
          {isListEmpty && <Text size="sm">{t('subjects.create.firstHint')}</Text>}
          <TextInput
            {...form.getInputProps('name')}
            id={CREATE_SUBJECT_NAME_ID}
            label={t('subjects.create.name')}
            autoComplete="off"
            required
          />
          <TextInput
            {...form.getInputProps('code')}
            label={t('subjects.create.code')}
            description={t('subjects.create.codeHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="off"
          />
          <Group>
            <Button type="submit" loading={form.isSubmitting}>
              {t('subjects.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
