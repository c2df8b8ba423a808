import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isAnswered, isAutoMarked } from '../../../../common/activities/rules.ts';
import type { Response, ResponseValue, WorksheetItem } from '../../../../common/activities/schema.ts';
import type { SaveStatus } from '../save-queue.ts';
import { AnswerInput } from './answer-input.tsx';
import { RichTextView } from './rich-parts.tsx';

/** The mark of an answer, as the student reads it: the score, and the teacher's feedback. */
function MarkView({
  response,
  item,
  isSubmitted,
}: {
  response: Response | undefined;
  item: WorksheetItem;
  isSubmitted: boolean;
}) {
  const { t } = useTranslation();
  const mark = response?.mark;
  if (!mark) {
    if (isSubmitted && !isAutoMarked(item.kind))
      return (
        <Text size="sm" c="dimmed">
          {t('activities.answer.awaitingMark')}
        </Text>
      );
    return null;
  }
  const isFull = mark.score >= mark.maxScore;
  return (
    <Stack gap={4} data-testid="answer-mark">
      <Group gap="xs">
        <Badge
          color={isFull ? 'green' : mark.score > 0 ? 'yellow' : 'red'}
          c={isFull ? '#1e6b2f' : mark.score > 0 ? '#854d0e' : '#9b1c1c'}
          variant="light"
          size="lg"
        >
          {t('activities.answer.mark', { score: mark.score, max: mark.maxScore })}
        </Badge>
        {mark.isAuto && (
          <Text span size="sm" c="dimmed">
            {t('activities.answer.autoMarked')}
          </Text>
        )}
      </Group>
      {mark.feedback && (
        <Paper withBorder p="sm" radius="md" bg="blue.0">
          <Text size="sm" fw={600}>
            {t('activities.answer.feedbackFrom', {
              name: mark.markedByName ?? t('activities.answer.yourTeacher'),
            })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {mark.feedback}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}

/** Checking an answer as the student goes (when the teacher chose it): the tries left, and why not. */
export interface AnswerCheck {
  checksLeft: number;
  isChecking: boolean;
  error: string | null;
  onCheck: () => void;
}

function CheckAnswer({
  check,
  number,
  isAnswered,
}: {
  check: AnswerCheck;
  number: number;
  isAnswered: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button
          size="xs"
          variant="light"
          onClick={check.onCheck}
          loading={check.isChecking}
          disabled={check.checksLeft === 0 || !isAnswered}
          aria-label={t('activities.answer.checkQuestion', { number })}
        >
          {t('activities.answer.check')}
        </Button>
        <Text size="sm" c="dimmed" data-testid="checks-left">
          {t('activities.answer.checksLeft', { count: check.checksLeft })}
        </Text>
      </Group>
      {check.error && (
        <Alert role="alert" color="red" variant="light" p="xs">
          {check.error}
        </Alert>
      )}
    </Stack>
  );
}

/** One question of a lesson as a student meets it: its prompt, their answer, and its mark. */
export function QuestionCard({
  item,
  number,
  value,
  response,
  status,
  isReadOnly,
  isSubmitted,
  check,
  onChange,
}: {
  item: WorksheetItem;
  number: number;
  value: ResponseValue;
  response: Response | undefined;
  status: SaveStatus;
  isReadOnly: boolean;
  isSubmitted: boolean;
  /** Given when the student may check this answer now. */
  check?: AnswerCheck | undefined;
  onChange: (value: ResponseValue) => void;
}) {
  const { t } = useTranslation();
  const headingId = `question-${item.id}-heading`;
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={headingId}
      data-testid="question"
      data-kind={item.kind}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text component="h2" fw={700} size="md" m={0} id={headingId}>
            {t('activities.question.heading', { number })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('activities.question.marks', { count: item.marks })}
          </Text>
        </Group>
        <RichTextView doc={item.prompt} topHeadingLevel={3} />
        <AnswerInput item={item} number={number} value={value} isReadOnly={isReadOnly} onChange={onChange} />
        {!isReadOnly && status !== 'saved' && (
          <Text size="xs" c={status === 'failed' ? 'red.9' : 'dimmed'}>
            {t(`activities.save.${status === 'failed' ? 'failedDevice' : status}`)}
          </Text>
        )}
        {check && <CheckAnswer check={check} number={number} isAnswered={isAnswered(value)} />}
        <MarkView response={response} item={item} isSubmitted={isSubmitted} />
      </Stack>
    </Paper>
  );
}
