import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names for the fields of question `number` in the editor. A lesson has many questions with the
 * same fields (Marks, Option 1, Unit); each field's accessible name says which question it is in,
 * so a screen reader's list of fields tells them apart. A visible label stays short: the
 * question's number is read after it, not shown.
 */
export function useQuestionFieldNames(number: number) {
  const { t } = useTranslation();
  const suffix = t('activities.editor.inQuestion', { number });
  return {
    /** The accessible name, for an aria-label or a label shown as it is. */
    name: (label: string) => `${label}${suffix}`,
    /** A label showing `label`, with the question's number read after it. */
    label: (label: string): ReactNode => (
      <>
        {label}
        <VisuallyHidden>{suffix}</VisuallyHidden>
      </>
    ),
  };
}
