import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../../common/api/problems.ts';
import { problemsOf } from '../../../../common/api/zod-problems.ts';
import { ITEM_MARKS_MAX } from '../../../../common/activities/constants.ts';
import {
  zWorksheetItemInput,
  type WorksheetItem,
  type WorksheetItemInput,
} from '../../../../common/activities/schema.ts';
import type { RichTextDocument } from '../../../../common/rich-text/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { useProblemText } from '../../../ui/forms/use-api-form.ts';
import { Icon } from '../../../ui/icon.tsx';
import type { KeyboardReorderHandleProps } from '../../../ui/keyboard-reorder.tsx';
import { toItemInput } from '../item-input.ts';
import type { SaveStatus } from '../save-queue.ts';
import { QuestionOutcomes } from '../../outcome-tags/components/question-outcomes.tsx';
import { useQuestionFieldNames } from './question-field-names.tsx';
import { QuestionSettings } from './question-settings.tsx';
import { RichTextEditor } from './rich-parts.tsx';
import classes from './lesson-list.module.css';

function HandleIcon() {
  return (
    <Icon>
      <circle cx="9" cy="6" r="1" />
      <circle cx="15" cy="6" r="1" />
      <circle cx="9" cy="12" r="1" />
      <circle cx="15" cy="12" r="1" />
      <circle cx="9" cy="18" r="1" />
      <circle cx="15" cy="18" r="1" />
    </Icon>
  );
}

/** The id of a question's heading, which focus goes to when the question is added. */
export const questionHeadingId = (itemId: number) => `question-editor-${itemId}`;

/**
 * One question in the editor: its prompt, marks and what its kind needs. Every change is checked
 * against the contract here; a valid one goes to the page's save queue (`onValidChange`), an
 * invalid one shows its problems on its fields and waits to be fixed. The server's own refusal
 * (`saveError`) shows the same way.
 */
export function QuestionEditor({
  item,
  subjectId,
  institutionId,
  number,
  isSortable,
  keyboardHandle,
  isMoving,
  status,
  saveError,
  onValidChange,
  onDelete,
}: {
  item: WorksheetItem;
  /** The lesson's subject, where images in the prompt are uploaded. */
  subjectId: number;
  institutionId: number;
  number: number;
  isSortable: boolean;
  /** The handle's keyboard moves (Space, arrows), which move the question in the page. */
  keyboardHandle: KeyboardReorderHandleProps;
  /** Picked up with the keyboard and being moved. */
  isMoving: boolean;
  status: SaveStatus;
  saveError: unknown;
  onValidChange: (input: WorksheetItemInput) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const field = useQuestionFieldNames(number);
  const problemText = useProblemText();
  const [input, setInput] = useState<WorksheetItemInput>(() => toItemInput(item));
  const [problems, setProblems] = useState<Problem[]>([]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled: !isSortable });
  const handleRef = useMergedRef(setActivatorNodeRef, keyboardHandle.ref);
  const serverProblems = isApiError(saveError) ? saveError.problems : [];
  const errorOf = (path: string) => {
    const problem = [...problems, ...serverProblems].find(
      (p) => p.field === path || p.field.endsWith(`.${path}`),
    );
    return problemText(problem);
  };

  function change(next: WorksheetItemInput) {
    setInput(next);
    const found = problemsOf(zWorksheetItemInput, next);
    setProblems(found);
    if (found.length === 0) onValidChange(next);
  }

  const headingId = questionHeadingId(item.id);
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      shadow={isMoving ? 'md' : undefined}
      bd={isMoving ? '2px solid var(--mantine-primary-color-filled)' : undefined}
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
      aria-labelledby={headingId}
      data-testid="question-editor"
      data-kind={item.kind}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {isSortable && (
              <button
                type="button"
                className={classes.handle}
                {...attributes}
                {...listeners}
                {...keyboardHandle}
                ref={handleRef}
                aria-label={t('activities.editor.reorderQuestion', { number })}
              >
                <HandleIcon />
              </button>
            )}
            <Text component="h3" fw={700} m={0} id={headingId}>
              {t('activities.question.heading', { number })}
            </Text>
            <Badge variant="light" color="gray" c="dark.7">
              {t(`activities.kind.${item.kind}`)}
            </Badge>
          </Group>
          <Text size="xs" c={status === 'failed' || problems.length > 0 ? 'red.9' : 'dimmed'}>
            {problems.length > 0
              ? t('activities.editor.fixToSave')
              : status === 'failed'
                ? t('activities.save.failedShort')
                : status === 'saved'
                  ? ''
                  : t('activities.save.saving')}
          </Text>
        </Group>
        <RichTextEditor
          label={t('activities.editor.prompt', { number })}
          subjectId={subjectId}
          value={input.prompt as RichTextDocument}
          placeholder={t('activities.editor.newPrompt')}
          onChange={(prompt) => change({ ...input, prompt })}
        />
        <NumberInput
          {...field.labelled(t('activities.editor.marks'))}
          value={input.marks}
          min={0}
          max={ITEM_MARKS_MAX}
          allowDecimal={false}
          allowNegative={false}
          error={errorOf('marks')}
          style={{ maxWidth: '10rem' }}
          onChange={(marks) =>
            change({ ...input, marks: typeof marks === 'number' ? marks : Number(marks) || 0 })
          }
        />
        <QuestionSettings input={input} number={number} errorOf={errorOf} onChange={change} />
        <QuestionOutcomes
          activityId={item.activityId}
          itemId={item.id}
          institutionId={institutionId}
          subjectId={subjectId}
          number={number}
        />
        <Group justify="flex-end">
          <Button variant="subtle" color="red" c="#9b1c1c" size="compact-sm" onClick={onDelete}>
            {t('activities.editor.deleteQuestion', { number })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
