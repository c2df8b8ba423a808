import { Alert, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorksheetItem } from '../../../../common/activities/schema.ts';
import { isAutoMarked, isReturned, unansweredQuestionNumbers } from '../../../../common/activities/rules.ts';
import { describeError } from '../../../ui/handle-error.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { useMe } from '../../auth/auth.queries.ts';
import { useCheckResponse } from '../responses.queries.ts';
import { LessonNav, LessonRoute, type LessonRouteContext } from '../components/lesson-route.tsx';
import { QuestionCard, type AnswerCheck } from '../components/question-card.tsx';
import { LessonRubric } from '../../outcome-tags/components/lesson-rubric.tsx';
import { Fireworks, RichTextView } from '../components/rich-parts.tsx';
import { SaveIndicator } from '../components/save-indicator.tsx';
import { SubmitPanel } from '../components/submit-panel.tsx';
import { useFormatDueAt } from '../due-time.ts';
import { useMyLessonEvents } from '../response-events.ts';
import { useLessonAnswers } from '../use-lesson-answers.ts';

/** A lesson as a student reads and answers it, `{subject path}/lessons/{id}`; teachers see a preview. */
export function LessonPage() {
  return (
    <LessonRoute view="read" withMyResponses pageTitle={(activity) => activity.title}>
      {(context) => <LessonContent {...context} />}
    </LessonRoute>
  );
}

function LessonContent(context: LessonRouteContext) {
  const { t } = useTranslation();
  const { activity } = context;
  const formatDue = useFormatDueAt();
  const isPreview = activity.permissions.update;
  return (
    <Stack gap="lg">
      <LessonNav {...context} view="read" />
      <Stack gap={4}>
        <Title order={1}>{activity.title}</Title>
        {activity.dueAt && (
          <Text fw={500}>
            {t('activities.list.due', { when: formatDue(activity.dueAt, activity.timezone) })}
          </Text>
        )}
      </Stack>
      {isPreview && (
        <Alert role="note" color="blue" variant="light">
          {activity.status === 'draft' ? t('activities.lesson.previewDraft') : t('activities.lesson.preview')}
        </Alert>
      )}
      {activity.body ? <RichTextView doc={activity.body} /> : null}
      <LessonRubric
        activityId={activity.id}
        itemIds={(activity.worksheetItems ?? []).map((item) => item.id)}
      />
      {isPreview ? <Questions {...context} principal={null} /> : <StudentQuestions {...context} />}
    </Stack>
  );
}

function StudentQuestions(context: LessonRouteContext) {
  const me = useMe();
  const principal = me.data?.person.principal;
  if (!principal) return null;
  return <Questions {...context} principal={principal} />;
}

/**
 * The questions, answered (a student) or only shown (a teacher's preview), and the submit step. A
 * student's lesson stays live: a mark, feedback or a return given meanwhile shows without a reload.
 */
function Questions({ activity, principal }: LessonRouteContext & { principal: string | null }) {
  const { t } = useTranslation();
  const answers = useLessonAnswers(activity, principal ?? 'preview');
  useMyLessonEvents(activity.id, principal !== null);
  const checkAnswer = useCheckResponse(activity.id);
  const [checkErrors, setCheckErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const prefersReducedMotion = useReducedMotion();
  const [isCelebrating, setIsCelebrating] = useState(false);
  const stopCelebrating = useCallback(() => setIsCelebrating(false), []);
  const items = activity.worksheetItems ?? [];
  // The lesson's cache holds the hand-in (a submit puts it there; a return re-reads it).
  const isSubmitted = (activity.mySubmission?.submittedAt ?? null) !== null;
  const isReadOnly = principal === null || isSubmitted;
  const unanswered = unansweredQuestionNumbers(items, answers.answers);

  /** Checking as the student goes, when the teacher chose it: the saved answer is what is checked. */
  function checkOf(item: WorksheetItem): AnswerCheck | undefined {
    if (isReadOnly || activity.feedbackMode !== 'checkAsYouGo' || !isAutoMarked(item.kind)) return undefined;
    const setError = (message: string | null) =>
      setCheckErrors((old) => {
        const next = new Map(old);
        if (message === null) next.delete(item.id);
        else next.set(item.id, message);
        return next;
      });
    return {
      checksLeft: Math.max(0, activity.checkTries - (answers.responses.get(item.id)?.checksUsed ?? 0)),
      isChecking: checkAnswer.isPending && checkAnswer.variables === item.id,
      error: checkErrors.get(item.id) ?? null,
      onCheck: () => {
        setError(null);
        void answers.flush().then((isAllSaved) => {
          if (!isAllSaved) return setError(t('activities.lesson.checkUnsaved'));
          checkAnswer.mutate(item.id, { onError: (error) => setError(describeError(error)) });
        });
      },
    };
  }

  if (items.length === 0) return <Text c="dimmed">{t('activities.lesson.noQuestions')}</Text>;
  return (
    <>
      {principal !== null && (
        <ReturnedNotice
          returnedAt={isReturned(activity.mySubmission) ? activity.mySubmission!.returnedAt : null}
        />
      )}
      {principal !== null && !isSubmitted && (
        <Paper withBorder p="sm" radius="md">
          <SaveIndicator status={answers.overall} kept="device" onRetry={answers.retry} />
        </Paper>
      )}
      <Stack
        component="ol"
        gap="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('activities.lesson.questions')}
      >
        {items.map((item, index) => (
          <QuestionCard
            key={item.id}
            item={item}
            number={index + 1}
            value={answers.answers.get(item.id) ?? { kind: 'shortAnswer', text: '' }}
            response={answers.responses.get(item.id)}
            status={answers.statusOf(item.id)}
            isReadOnly={isReadOnly}
            isSubmitted={isSubmitted}
            check={checkOf(item)}
            onChange={(value) => answers.change(item, value)}
          />
        ))}
      </Stack>
      {principal !== null && (
        <SubmitPanel
          activityId={activity.id}
          questionCount={items.length}
          unanswered={unanswered}
          isSubmitted={isSubmitted}
          flush={answers.flush}
          onSubmitted={() => {
            if (unanswered.length === 0 && !prefersReducedMotion) setIsCelebrating(true);
          }}
        />
      )}
      <Fireworks show={isCelebrating} onDone={stopCelebrating} />
    </>
  );
}

/**
 * Tells a student their teacher returned the lesson, so they can go on with it. Its live region is
 * always there, so a return that arrives while the lesson is open is announced.
 */
function ReturnedNotice({ returnedAt }: { returnedAt: string | null }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  return (
    <Box role="status" data-testid="returned-notice">
      {returnedAt !== null && (
        <Alert color="blue" variant="light" title={t('activities.lesson.returnedTitle')}>
          {t('activities.lesson.returned', { when: dateTime(returnedAt) })}
        </Alert>
      )}
    </Box>
  );
}
