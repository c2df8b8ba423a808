import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isAutoMarked } from '../../../../common/activities/rules.ts';
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

/** One question of a lesson as a student meets it: its prompt, their answer, and its mark. */
export function QuestionCard({
  item,
  number,
  value,
  response,
  status,
  isReadOnly,
  isSubmitted,
  onChange,
}: {
  item: WorksheetItem;
  number: number;
  value: ResponseValue;
  response: Response | undefined;
  status: SaveStatus;
  isReadOnly: boolean;
  isSubmitted: boolean;
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
        <RichTextView doc={item.prompt} />
        <AnswerInput item={item} number={number} value={value} isReadOnly={isReadOnly} onChange={onChange} />
        {!isReadOnly && status !== 'saved' && (
          <Text size="xs" c={status === 'failed' ? 'red.9' : 'dimmed'}>
            {t(`activities.save.${status === 'failed' ? 'failedDevice' : status}`)}
          </Text>
        )}
        <MarkView response={response} item={item} isSubmitted={isSubmitted} />
      </Stack>
    </Paper>
  );
}
