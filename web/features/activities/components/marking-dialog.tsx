import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassView } from '../../../../common/activities/contracts.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { AnswerHistory } from './answer-history.tsx';
import { AnswerView } from './answer-view.tsx';
import { MarkingForm, type MarkingFormHandle } from './marking-form.tsx';
import { ModelAnswerView } from './model-answer-view.tsx';
import { RichTextView } from './rich-parts.tsx';

/** Which answer the dialog shows: one student's answer to one question. */
export interface OpenedAnswer {
  studentPrincipal: string;
  worksheetItemId: number;
}

/**
 * The teacher's marking dialog: the question, its model answer, the student's answer and the mark,
 * with Previous student and Next student moving through the answers to the same question (the class
 * view's order) without closing. Moving saves a changed mark first, as the Save button would; a mark
 * that is refused stays on screen with its problem, and the dialog does not move.
 */
export function MarkingDialog({
  view,
  opened,
  onMove,
  onClose,
}: {
  view: ClassView | undefined;
  opened: OpenedAnswer | null;
  onMove: (answer: OpenedAnswer) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useRef<MarkingFormHandle>(null);
  const [isMoving, setIsMoving] = useState(false);
  const itemIndex = view?.worksheetItems.findIndex((i) => i.id === opened?.worksheetItemId) ?? -1;
  const item = itemIndex >= 0 ? view!.worksheetItems[itemIndex] : undefined;
  // The students who answered this question, in the class view's order.
  const answered = (view?.students ?? []).flatMap((student) => {
    const response = view!.responses.find(
      (r) => r.studentPrincipal === student.principal && r.worksheetItemId === opened?.worksheetItemId,
    );
    return response ? [{ student, response }] : [];
  });
  const index = answered.findIndex((a) => a.student.principal === opened?.studentPrincipal);
  const current = index >= 0 ? answered[index] : undefined;

  // A button that turns disabled at either end would drop the keyboard's focus: it moves to the other.
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const isAtStart = index <= 0;
  const isAtEnd = index >= answered.length - 1;
  const focusAfterMove = useRef<React.RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    focusAfterMove.current?.current?.focus();
    focusAfterMove.current = null;
  }, [index]);

  async function moveBy(step: -1 | 1) {
    const target = answered[index + step];
    if (!target || isMoving) return;
    setIsMoving(true);
    const isSaved = (await form.current?.saveIfChanged()) ?? true;
    setIsMoving(false);
    if (!isSaved) return;
    const reachesEnd = step === 1 ? index + 1 === answered.length - 1 : index - 1 === 0;
    if (reachesEnd) focusAfterMove.current = step === 1 ? previousButton : nextButton;
    onMove({ studentPrincipal: target.student.principal, worksheetItemId: target.response.worksheetItemId });
  }

  return (
    <AppModal
      opened={opened !== null}
      onClose={onClose}
      title={
        current && item
          ? t('activities.mark.title', { name: current.student.fullName, number: itemIndex + 1 })
          : ''
      }
    >
      {current && item && (
        <Stack gap="md">
          <RichTextView doc={item.prompt} topHeadingLevel={3} />
          <ModelAnswerView item={item} />
          <Paper withBorder p="sm" radius="md">
            <Text size="sm" fw={600} mb={4}>
              {t('activities.mark.answer')}
            </Text>
            <AnswerView item={item} value={current.response.value} />
          </Paper>
          {current.response.mark?.isAuto && (
            <Text size="sm" c="dimmed">
              {t('activities.mark.autoNote', {
                score: current.response.mark.score,
                max: current.response.mark.maxScore,
              })}
            </Text>
          )}
          <MarkingForm
            key={current.response.id}
            handle={form}
            item={item}
            response={current.response}
            onSaved={onClose}
          />
          <Stack gap={4}>
            <Group
              justify="space-between"
              gap="xs"
              component="nav"
              aria-label={t('activities.mark.studentsNav')}
              data-testid="marking-nav"
            >
              <Button
                variant="default"
                ref={previousButton}
                onClick={() => void moveBy(-1)}
                disabled={isAtStart}
              >
                {t('activities.mark.previous')}
              </Button>
              <Button variant="default" ref={nextButton} onClick={() => void moveBy(1)} disabled={isAtEnd}>
                {t('activities.mark.next')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('activities.mark.position', { position: index + 1, count: answered.length })}{' '}
              {t('activities.mark.movingSaves')}
            </Text>
          </Stack>
          <AnswerHistory
            key={`history-${current.response.id}`}
            responseId={current.response.id}
            item={item}
          />
        </Stack>
      )}
    </AppModal>
  );
}
