import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityWithParts } from '../../../../common/activities/contracts.ts';
import type { WorksheetItem } from '../../../../common/activities/schema.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { useKeyboardReorder } from '../../../ui/keyboard-reorder.tsx';
import {
  orderAfterDrop,
  sortableAnnouncements,
  type DragMoment,
} from '../../../ui/sortable-announcements.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { useDeleteWorksheetItem, useReorderWorksheetItems } from '../activities.queries.ts';
import { itemKey, type useEditorSaves } from '../use-editor-saves.ts';
import { QuestionEditor } from './question-editor.tsx';

/**
 * The editor's questions in order: each one's form, a handle to move it (drag, or Space and the
 * arrow keys), and delete after a confirmation.
 */
export function QuestionList({
  activity,
  saves,
}: {
  activity: ActivityWithParts;
  saves: ReturnType<typeof useEditorSaves>;
}) {
  const { t } = useTranslation();
  const stored = activity.worksheetItems ?? [];
  const ids = stored.map((i) => i.id);
  const reorder = useReorderWorksheetItems(activity.id);
  const remove = useDeleteWorksheetItem(activity.id);
  const [toDelete, setToDelete] = useState<{ item: WorksheetItem; number: number } | null>(null);
  // The pointer drags with dnd-kit; the keyboard moves the question in the page (keyboard-reorder.tsx).
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const numberOf = (id: unknown) => ids.indexOf(Number(id)) + 1;
  const say = (moment: DragMoment, id: unknown, position?: number) =>
    t(`activities.editor.drag.${moment}`, { number: numberOf(id), position });
  const announcements = sortableAnnouncements(ids, say);
  const save = (next: number[]) =>
    reorder.mutate(next, { onError: (error) => handleError(error, 'activities.list.reorderFailed') });
  const keyboard = useKeyboardReorder({ ids, say, onDrop: save });
  const items = keyboard.order.map((id) => stored.find((item) => item.id === id)!);

  function handleDragEnd(event: DragEndEvent) {
    const next = orderAfterDrop(ids, event);
    if (next) save(next);
  }

  if (items.length === 0) {
    return (
      <Text c="dimmed" data-testid="questions-empty">
        {t('activities.editor.noQuestions')}
      </Text>
    );
  }

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('activities.editor.drag.instructions') },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item, index) => (
              <QuestionEditor
                key={item.id}
                item={item}
                subjectId={activity.subjectId}
                institutionId={activity.institutionId}
                number={index + 1}
                isSortable={items.length > 1}
                keyboardHandle={keyboard.handleProps(item.id)}
                isMoving={keyboard.movingId === item.id}
                status={saves.statusOf(itemKey(item.id))}
                saveError={saves.errorOf(itemKey(item.id))}
                onValidChange={(body) =>
                  saves.queue.change(itemKey(item.id), { kind: 'item', id: item.id, body })
                }
                onDelete={() => setToDelete({ item, number: index + 1 })}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {keyboard.announcer}
      <AppModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('activities.editor.deleteTitle', { number: toDelete?.number ?? 0 })}
      >
        <Text>{t('activities.editor.deleteBody')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setToDelete(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() =>
              toDelete &&
              remove.mutate(toDelete.item.id, {
                onSuccess: () => setToDelete(null),
                onError: (error) => handleError(error, 'activities.editor.deleteFailed'),
              })
            }
          >
            {t('activities.editor.deleteConfirm')}
          </Button>
        </Group>
      </AppModal>
    </>
  );
}
