import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_ANSWER_MAX, ACCEPTED_ANSWERS_MAX } from '../../../../common/activities/constants.ts';
import { normaliseShortAnswer } from '../../../../common/activities/rules.ts';
import type { ShortAnswerModel } from '../../../../common/activities/schema.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useQuestionFieldNames } from './question-field-names.tsx';

/** The cross of a remove button, as the question editor draws it. */
export function RemoveIcon() {
  return (
    <Icon>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}

/**
 * A short-answer question's accepted answers: typed one at a time and added (never an empty one or
 * one already listed), each removable, with whether case matters. Answers matching one are marked
 * automatically; with none, the teacher marks every answer.
 */
export function AcceptedAnswersEditor({
  model,
  number,
  errorOf,
  onChange,
}: {
  model: Pick<ShortAnswerModel, 'acceptedAnswers' | 'isCaseSensitive'>;
  number: number;
  errorOf: (path: string) => string | undefined;
  onChange: (change: Pick<ShortAnswerModel, 'acceptedAnswers' | 'isCaseSensitive'>) => void;
}) {
  const { t } = useTranslation();
  const field = useQuestionFieldNames(number);
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();
  const { acceptedAnswers, isCaseSensitive } = model;
  const isFull = acceptedAnswers.length >= ACCEPTED_ANSWERS_MAX;

  function add() {
    const text = draft.trim();
    const same = (a: string) =>
      normaliseShortAnswer(a, isCaseSensitive) === normaliseShortAnswer(text, isCaseSensitive);
    const problem =
      text === ''
        ? t('activities.editor.acceptedEmpty')
        : text.length > ACCEPTED_ANSWER_MAX
          ? t('problems.above-max-length', { max: ACCEPTED_ANSWER_MAX })
          : acceptedAnswers.some(same)
            ? t('activities.editor.acceptedDuplicate')
            : undefined;
    setDraftError(problem);
    if (problem) return;
    onChange({ isCaseSensitive, acceptedAnswers: [...acceptedAnswers, text] });
    setDraft('');
  }

  const listError = errorOf('modelAnswer.acceptedAnswers');
  return (
    // A group, not a region: every short answer in the lesson has one, and regions must differ.
    <Stack gap="xs" role="group" aria-labelledby={headingId} data-testid="accepted-answers">
      <Stack gap={2}>
        <Text fw={600} size="sm" id={headingId}>
          {t('activities.editor.acceptedTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('activities.editor.acceptedHint')}
        </Text>
      </Stack>
      {acceptedAnswers.length > 0 && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {acceptedAnswers.map((accepted, index) => (
            <Group component="li" key={`${index}:${accepted}`} gap="xs" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {accepted}
              </Text>
              <ActionIcon
                variant="subtle"
                color="dark"
                aria-label={field.name(t('activities.editor.acceptedRemove', { answer: accepted }))}
                onClick={() =>
                  onChange({
                    isCaseSensitive,
                    acceptedAnswers: acceptedAnswers.filter((_, i) => i !== index),
                  })
                }
              >
                <RemoveIcon />
              </ActionIcon>
              {errorOf(`modelAnswer.acceptedAnswers.${index}`) && (
                <Text size="sm" c="red.9">
                  {errorOf(`modelAnswer.acceptedAnswers.${index}`)}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('activities.editor.acceptedNew', { number })}
          value={draft}
          error={draftError ?? listError}
          disabled={isFull}
          description={
            isFull ? t('activities.editor.acceptedFull', { max: ACCEPTED_ANSWERS_MAX }) : undefined
          }
          style={{ flex: 1 }}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setDraftError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="default" mt={25} onClick={add} disabled={isFull}>
          {t('activities.editor.acceptedAdd')}
        </Button>
      </Group>
      {acceptedAnswers.length > 0 && (
        <Checkbox
          {...field.labelled(t('activities.editor.acceptedCaseSensitive'))}
          checked={isCaseSensitive}
          onChange={(event) => onChange({ acceptedAnswers, isCaseSensitive: event.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
