import { useTranslation } from 'react-i18next';

/**
 * Names for the fields of question `number` in the editor. A lesson has many questions with the
 * same fields (Marks, Option 1, Unit); each field's accessible name says which question it is in,
 * so a screen reader's list of fields tells them apart, while its visible label stays short.
 */
export function useQuestionFieldNames(number: number) {
  const { t } = useTranslation();
  const name = (label: string) => t('activities.editor.inQuestion', { label, number });
  return {
    /** The accessible name: 'Marks, question 2'. */
    name,
    /** A visible label, and the accessible name with the question in it, for a Mantine input. */
    labelled: (label: string) => ({ label, 'aria-label': name(label) }),
  };
}
