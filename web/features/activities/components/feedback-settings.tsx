import { Group, NumberInput, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHECK_TRIES_MAX,
  FEEDBACK_MODES,
  type FeedbackMode,
} from '../../../../common/activities/constants.ts';

export interface FeedbackChoice {
  feedbackMode: FeedbackMode;
  checkTries: number;
}

/**
 * When a lesson's students see the automatic marks: on submitting (the default), or as they go,
 * checking each answer at most the number of times chosen here (the server counts them).
 */
export function FeedbackSettings({
  initial,
  onChange,
}: {
  initial: FeedbackChoice;
  onChange: (choice: Partial<FeedbackChoice>) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<FeedbackMode>(initial.feedbackMode);
  const [tries, setTries] = useState<string | number>(initial.checkTries);
  const labels: Record<FeedbackMode, string> = {
    onSubmit: t('activities.editor.feedbackOnSubmit'),
    checkAsYouGo: t('activities.editor.feedbackCheckAsYouGo'),
  };
  const isTriesValid =
    typeof tries === 'number' && Number.isInteger(tries) && tries >= 1 && tries <= CHECK_TRIES_MAX;
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('activities.editor.feedbackMode')}
        value={mode}
        onChange={(value) => {
          setMode(value);
          onChange({ feedbackMode: value });
        }}
      >
        <Group gap="md" mt={4}>
          {FEEDBACK_MODES.map((m) => (
            <Radio key={m} value={m} label={labels[m]} />
          ))}
        </Group>
      </Radio.Group>
      {mode === 'checkAsYouGo' && (
        <NumberInput
          label={t('activities.editor.checkTries')}
          description={t('activities.editor.checkTriesHint', { max: CHECK_TRIES_MAX })}
          min={1}
          max={CHECK_TRIES_MAX}
          allowDecimal={false}
          value={tries}
          error={isTriesValid ? undefined : t('activities.editor.checkTriesHint', { max: CHECK_TRIES_MAX })}
          style={{ maxWidth: '12rem' }}
          onChange={(value) => {
            setTries(value);
            if (
              typeof value === 'number' &&
              Number.isInteger(value) &&
              value >= 1 &&
              value <= CHECK_TRIES_MAX
            )
              onChange({ checkTries: value });
          }}
        />
      )}
    </Stack>
  );
}
