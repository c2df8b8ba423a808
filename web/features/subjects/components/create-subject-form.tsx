import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import type { Problem } from '../../../../common/api/problems.ts';
import { isApiError } from '../../../api/api-error.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import {
  createSubjectBody,
  createSubjectProblems,
  isCreateSubjectDirty,
  validateCreateSubject,
  type CreateSubjectProblems,
} from '../create-subject-form.ts';
import { useCreateSubject } from '../subjects.queries.ts';
import { AppModal } from '../../../ui/app-modal.tsx';

const TITLE_ID = 'create-subject-title';

/** Asks the browser to confirm leaving the page (reload, close, typed URL) while `active`. */
function useBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}

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
  const [values, setValues] = useState({ name: '', code: '' });
  const [problems, setProblems] = useState<CreateSubjectProblems>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const create = useCreateSubject();
  const isDirty = isCreateSubjectDirty(values);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload(isDirty);

  const problemText = (problem: Problem | undefined) =>
    problem && t(`problems.${problem.message}`, { min: problem.min, max: problem.max });

  function showProblems(list: readonly Problem[]): boolean {
    const byField = createSubjectProblems(list);
    setProblems(byField);
    if (byField.name) nameRef.current?.focus();
    else if (byField.code) codeRef.current?.focus();
    return !!(byField.name || byField.code);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const invalid = validateCreateSubject(values, institutionId);
    if (invalid.length > 0) {
      showProblems(invalid);
      return;
    }
    setProblems({});
    create.mutate(createSubjectBody(values, institutionId), {
      onSuccess: (subject) => {
        setValues({ name: '', code: '' });
        showNotification({
          tone: 'success',
          message: t('subjects.create.created', { name: subject.namePlaintext }),
        });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'validation-failed' && showProblems(error.problems)) return;
        handleError(error, 'subjects.create.failed');
      },
    });
  }

  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={TITLE_ID}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={TITLE_ID}>
            {t('subjects.create.title')}
          </Title>
          {isListEmpty && <Text>{t('subjects.create.firstHint')}</Text>}
          <Group align="flex-start" gap="md" grow preventGrowOverflow={false}>
            <TextInput
              ref={nameRef}
              label={t('subjects.create.name')}
              name="name"
              autoComplete="off"
              required
              value={values.name}
              onChange={(event) => {
                const name = event.currentTarget.value;
                setValues((v) => ({ ...v, name }));
              }}
              error={problemText(problems.name)}
            />
            <TextInput
              ref={codeRef}
              label={t('subjects.create.code')}
              description={t('subjects.create.codeHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              name="code"
              autoComplete="off"
              value={values.code}
              onChange={(event) => {
                const code = event.currentTarget.value;
                setValues((v) => ({ ...v, code }));
              }}
              error={problemText(problems.code)}
            />
          </Group>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('subjects.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <AppModal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('subjects.create.leaveTitle')}
      >
        <Text>{t('subjects.create.leaveBody')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('subjects.create.stay')}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t('subjects.create.leave')}
          </Button>
        </Group>
      </AppModal>
    </Paper>
  );
}
