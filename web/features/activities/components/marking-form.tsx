import { Button, Group, NumberInput, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX } from '../../../../common/activities/constants.ts';
import { isScoreWithin } from '../../../../common/activities/rules.ts';
import type { Response, WorksheetItem } from '../../../../common/activities/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { describeError } from '../../../ui/handle-error.ts';
import { useAnswerLevels } from '../../outcome-tags/components/answer-levels.tsx';
import { useActivity } from '../activities.queries.ts';
import { useMarkResponse } from '../responses.queries.ts';

/** What the marking dialog asks of the form before moving to another student's answer. */
export interface MarkingFormHandle {
  /** Saves a changed mark (true once saved); true at once when nothing changed; false when refused. */
  saveIfChanged(): Promise<boolean>;
}

/**
 * The answer's mark as it stands now (it follows the class view live), beside the form that may
 * replace it: what another teacher gave while this one was marking shows here.
 */
function CurrentMark({ response, hasChanged }: { response: Response; hasChanged: boolean }) {
  const { t } = useTranslation();
  const mark = response.mark;
  if (!mark || mark.isAuto) return null;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={hasChanged ? 'yellow.0' : undefined}
      data-testid="current-mark"
      data-changed={hasChanged || undefined}
    >
      <Text size="sm" fw={600}>
        {t('activities.mark.current')}
      </Text>
      <Text size="sm">
        {t('activities.mark.currentBy', {
          score: mark.score,
          max: mark.maxScore,
          name: mark.markedByName ?? t('activities.mark.someone'),
        })}
      </Text>
      {mark.feedback && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {mark.feedback}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The teacher's mark for one answer: a score from 0 to the question's marks and feedback. The
 * score is checked before sending; a refused or failed save keeps what was typed. The save sends
 * the mark the teacher started from, even though the form follows the answer live: a mark another
 * teacher saved meanwhile is refused (409) rather than silently replaced, and shown; saving again
 * then replaces the one shown, knowingly.
 */
export function MarkingForm({
  item,
  response,
  onSaved,
  handle,
}: {
  item: WorksheetItem;
  response: Response;
  onSaved: () => void;
  handle?: Ref<MarkingFormHandle>;
}) {
  const { t } = useTranslation();
  const mark = useMarkResponse(response.activityId);
  // The lesson is in the cache (the class view shows it): its subject's progress changes with the mark.
  const lesson = useActivity(response.activityId);
  const levels = useAnswerLevels(response.activityId, item.id, response.id, lesson.data?.subjectId);
  const [score, setScore] = useState<string | number>(response.mark?.score ?? '');
  const [feedback, setFeedback] = useState(response.mark?.feedback ?? '');
  const [scoreError, setScoreError] = useState<string | undefined>();
  const [feedbackError, setFeedbackError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  // The mark this teacher started from; once told it changed, the one shown to them since.
  const [startMarkVersion] = useState(response.markVersion);
  const [hasChanged, setHasChanged] = useState(false);

  const initialScore = response.mark?.score ?? '';
  const initialFeedback = response.mark?.feedback ?? '';
  const isChanged = String(score) !== String(initialScore) || feedback !== initialFeedback;

  /** Checks and saves the mark (with the answer levels); false when it was refused or failed. */
  async function save(): Promise<boolean> {
    setFormError(null);
    const value = typeof score === 'number' ? score : score.trim() === '' ? NaN : Number(score);
    const badScore = Number.isNaN(value)
      ? t('activities.mark.scoreMissing')
      : !isScoreWithin(value, item.marks)
        ? t('activities.mark.scoreRange', { max: item.marks })
        : undefined;
    const badFeedback =
      feedback.length > FEEDBACK_MAX ? t('problems.above-max-length', { max: FEEDBACK_MAX }) : undefined;
    setScoreError(badScore);
    setFeedbackError(badFeedback);
    if (badScore || badFeedback) return false;
    try {
      await mark.mutateAsync({
        responseId: response.id,
        // The mark this teacher saw: one given since by someone else is not silently replaced.
        body: {
          score: value,
          feedback: feedback.trim() || null,
          baseMarkVersion: hasChanged ? response.markVersion : startMarkVersion,
        },
      });
    } catch (error) {
      const problems = isApiError(error) ? error.problems : [];
      const scoreProblem = problems.find((p) => p.field.endsWith('score'));
      if (isApiError(error) && error.status === 409) {
        setHasChanged(true);
        setFormError(t('activities.mark.changed'));
      } else if (scoreProblem) setScoreError(t('activities.mark.scoreRange', { max: item.marks }));
      else setFormError(describeError(error));
      return false;
    }
    try {
      await levels.save();
      return true;
    } catch (error) {
      setFormError(describeError(error));
      return false;
    }
  }

  useImperativeHandle(handle, () => ({
    // Outcome levels the teacher chose are saved too (the levels save only what changed).
    saveIfChanged: () =>
      isChanged
        ? save()
        : levels.save().then(
            () => true,
            (error: unknown) => {
              setFormError(describeError(error));
              return false;
            },
          ),
  }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void save().then((saved) => {
      if (saved) onSaved();
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('activities.mark.form')}>
      <Stack gap="sm">
        <CurrentMark response={response} hasChanged={hasChanged} />
        <NumberInput
          label={t('activities.mark.score', { max: item.marks })}
          value={score}
          onChange={setScore}
          min={0}
          max={item.marks}
          step={0.5}
          allowNegative={false}
          clampBehavior="none"
          error={scoreError}
          required
          data-autofocus
          style={{ maxWidth: '12rem' }}
        />
        <Textarea
          label={t('activities.mark.feedback')}
          value={feedback}
          onChange={(event) => setFeedback(event.currentTarget.value)}
          rows={4}
          error={feedbackError}
        />
        {levels.fields}
        {formError && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-9)' }}>
            {formError}
          </div>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={mark.isPending || levels.isSaving}>
            {t('activities.mark.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
