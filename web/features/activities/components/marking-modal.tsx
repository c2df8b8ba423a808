import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassView } from '../../../../common/activities/contracts.ts';
import type { StudentSummary, WorksheetItem } from '../../../../common/activities/schema.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { AnswerHistory } from './answer-history.tsx';
import { AnswerView } from './answer-view.tsx';
import { MarkingForm } from './marking-form.tsx';
import { RichTextView } from './rich-parts.tsx';

/** Which answer of the class view is open: a student's, to one question. */
export interface OpenedAnswer {
  student: StudentSummary;
  item: WorksheetItem;
  number: number;
}

/**
 * One answer opened from the class view, to mark: the question, the answer as it stands (the class
 * view keeps it live), its mark, the marking form and the answer's history.
 */
export function MarkingModal({
  view,
  opened,
  onClose,
}: {
  view: ClassView | undefined;
  opened: OpenedAnswer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const response = opened
    ? view?.responses.find(
        (r) => r.studentPrincipal === opened.student.principal && r.worksheetItemId === opened.item.id,
      )
    : undefined;
  return (
    <AppModal
      opened={opened !== null}
      onClose={onClose}
      title={
        opened ? t('activities.mark.title', { name: opened.student.fullName, number: opened.number }) : ''
      }
    >
      {opened && response && (
        <Stack gap="md">
          <RichTextView doc={opened.item.prompt} topHeadingLevel={3} />
          <Paper withBorder p="sm" radius="md">
            <Text size="sm" fw={600} mb={4}>
              {t('activities.mark.answer')}
            </Text>
            <AnswerView item={opened.item} value={response.value} />
          </Paper>
          {response.mark?.isAuto && (
            <Text size="sm" c="dimmed">
              {t('activities.mark.autoNote', { score: response.mark.score, max: response.mark.maxScore })}
            </Text>
          )}
          <MarkingForm key={response.id} item={opened.item} response={response} onSaved={onClose} />
          <AnswerHistory responseId={response.id} item={opened.item} />
        </Stack>
      )}
    </AppModal>
  );
}
