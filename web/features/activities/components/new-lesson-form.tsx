import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { zCreateActivity, type Activity } from '../../../../common/activities/schema.ts';
import { useLeaveGuard } from '../../../ui/forms/leave-guard.tsx';
import { useApiForm } from '../../../ui/forms/use-api-form.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { useCreateActivity } from '../activities.queries.ts';

/** A new lesson: its title, then straight to the editor for the rest. */
export function NewLessonForm({
  subjectId,
  onCreated,
}: {
  subjectId: number;
  onCreated: (activity: Activity) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateActivity(subjectId);
  const form = useApiForm({
    initialValues: { title: '' },
    schema: zCreateActivity,
    toBody: (values) => ({ title: values.title.trim() }),
    submit: (body) => create.mutateAsync(body),
    onSuccess: (activity, { reset }) => {
      reset();
      guard.release();
      onCreated(activity);
    },
    onError: (error, { hasFieldProblems }) => {
      if (!hasFieldProblems) handleError(error, 'activities.create.failed');
    },
  });
  const guard = useLeaveGuard(form.values.title.trim() !== '');
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          {...form.getInputProps('title')}
          label={t('activities.create.title')}
          autoComplete="off"
          required
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" loading={form.isSubmitting}>
          {t('activities.create.submit')}
        </Button>
      </Group>
    </form>
  );
}
