import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../ui/handle-error.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { useSubmitActivity } from '../responses.queries.ts';

/** 'Question 2', 'Question 2 and question 5', 'Question 1, question 2 and question 5'. */
function useQuestionList() {
  const { t, i18n } = useTranslation();
  return (numbers: readonly number[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      numbers.map((number, index) =>
        t(index === 0 ? 'activities.submit.questionFirst' : 'activities.submit.questionNext', { number }),
      ),
    );
}

/**
 * The end of a student's lesson: how far they are, and handing it in. Submitting asks first, in
 * a dialog naming the questions still unanswered; the dialog stays open (and in view) while the
 * answers are saved and the lesson is handed in, and shows why if that fails. Once handed in, the
 * result takes the focus where the student is, so it is announced there and the page stays put
 * (focus left on the vanished button would otherwise fall back to the page's heading, at its top).
 */
export function SubmitPanel({
  activityId,
  questionCount,
  unanswered,
  isSubmitted,
  flush,
  onSubmitted,
}: {
  activityId: number;
  questionCount: number;
  /** The numbers of the questions without an answer now. */
  unanswered: readonly number[];
  isSubmitted: boolean;
  /** Sends every unsaved answer; true when all reached the server. */
  flush: () => Promise<boolean>;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const questionList = useQuestionList();
  const submit = useSubmitActivity(activityId);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hasJustSubmitted, setHasJustSubmitted] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);
  const answered = questionCount - unanswered.length;
  const isBusy = isSaving || submit.isPending;

  useEffect(() => {
    if (hasJustSubmitted && isSubmitted) result.current?.focus();
  }, [hasJustSubmitted, isSubmitted]);

  function open() {
    setError(null);
    setIsConfirming(true);
  }

  function close() {
    if (!isBusy) setIsConfirming(false);
  }

  async function confirm() {
    setError(null);
    setIsSaving(true);
    const isAllSaved = await flush();
    setIsSaving(false);
    if (!isAllSaved) {
      setError(t('activities.lesson.notAllSaved'));
      return;
    }
    submit.mutate(undefined, {
      onSuccess: () => {
        setHasJustSubmitted(true);
        setIsConfirming(false);
        onSubmitted();
      },
      onError: (failure) => setError(describeError(failure)),
    });
  }

  return (
    <Paper withBorder p="md" radius="md">
      {isSubmitted ? (
        <Text fw={600} role="status" data-testid="submitted" ref={result} tabIndex={-1}>
          {t('activities.lesson.submitted')}
          {unanswered.length === 0 && ` ${t('activities.lesson.allAnswered')}`}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text>{t('activities.lesson.answered', { answered, count: questionCount })}</Text>
          <Group>
            <Button onClick={open}>{t('activities.lesson.submit')}</Button>
          </Group>
        </Stack>
      )}
      <AppModal opened={isConfirming} onClose={close} title={t('activities.submit.title')}>
        <Stack gap="md" data-testid="submit-confirmation">
          {unanswered.length > 0 ? (
            <Alert color="yellow" variant="light" c="#6b4a00">
              <Text fw={600} data-testid="unanswered">
                {t('activities.submit.unanswered', {
                  count: unanswered.length,
                  questions: questionList(unanswered),
                })}
              </Text>
              <Text size="sm">{t('activities.submit.stillTime')}</Text>
            </Alert>
          ) : (
            <Text>{t('activities.submit.allAnswered')}</Text>
          )}
          <Text>{t('activities.submit.final')}</Text>
          {error && (
            <Alert role="alert" color="red" variant="light">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isBusy} data-autofocus>
              {t('activities.submit.keepWorking')}
            </Button>
            <Button onClick={() => void confirm()} loading={isBusy}>
              {t('activities.submit.confirm')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Paper>
  );
}
