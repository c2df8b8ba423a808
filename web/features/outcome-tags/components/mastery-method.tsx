import { NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MASTERY_METHOD,
  MASTERY_METHODS,
  type MasteryMethod,
} from '../../../../common/outcome-tags/constants.ts';
import { describeError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { usePutMasteryMethod } from '../mastery.queries.ts';

const isMethod = (value: string): value is MasteryMethod =>
  (MASTERY_METHODS as readonly string[]).includes(value);

/**
 * How the subject's levels add up. Its teachers choose it (saved at once, the grid read again; a
 * refusal puts the old one back and says why), the default marked among the options; a student
 * reads which it is.
 */
export function MasteryMethodChoice({
  subjectId,
  method,
  canChoose,
}: {
  subjectId: number;
  method: MasteryMethod;
  canChoose: boolean;
}) {
  const { t } = useTranslation();
  const explanationId = useId();
  const put = usePutMasteryMethod(subjectId);
  const name = (m: MasteryMethod) => t(`outcomeTags.progress.method.names.${m}`);
  const explanation = t(`outcomeTags.progress.method.explanations.${method}`);

  if (!canChoose)
    return (
      <div>
        <Text size="sm">
          <strong>{t('outcomeTags.progress.method.studentLabel')}:</strong> {name(method)}
        </Text>
        <Text size="sm" c="dimmed">
          {explanation}
        </Text>
      </div>
    );

  const choose = (next: string) => {
    if (!isMethod(next) || next === method) return;
    put.mutate(next, {
      onSuccess: () =>
        showNotification({
          tone: 'success',
          message: t('outcomeTags.progress.method.saved', { method: name(next) }),
        }),
      onError: (error) =>
        showNotification({
          tone: 'error',
          title: t('outcomeTags.progress.method.saveError'),
          message: describeError(error),
        }),
    });
  };
  return (
    <div>
      <NativeSelect
        label={t('outcomeTags.progress.method.label')}
        value={method}
        onChange={(event) => choose(event.currentTarget.value)}
        data={MASTERY_METHODS.map((m) => ({
          value: m,
          label:
            m === DEFAULT_MASTERY_METHOD
              ? t('outcomeTags.progress.method.defaultOption', { method: name(m) })
              : name(m),
        }))}
        aria-describedby={explanationId}
        w="100%"
        maw="22rem"
      />
      <Text id={explanationId} size="sm" c="dimmed" mt={4} maw="40rem">
        {explanation}
      </Text>
    </div>
  );
}
