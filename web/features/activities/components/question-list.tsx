import {
  closestCenter,
  DndContext,
  KeyboardSensor,
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
import { listOrderKeyboardOptions } from '../../../ui/list-order-keyboard.ts';
import { orderAfterDrop, sortableAnnouncements } from '../../../ui/sortable-announcements.ts';
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
  const items = activity.worksheetItems ?? [];
  const ids = items.map((i) => i.id);
  const reorder = useReorderWorksheetItems(activity.id);
  const remove = useDeleteWorksheetItem(activity.id);
  const [toDelete, setToDelete] = useState<{ item: WorksheetItem; number: number } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, listOrderKeyboardOptions),
  );
  const numberOf = (id: unknown) => ids.indexOf(Number(id)) + 1;
  const announcements = sortableAnnouncements(ids, (moment, id, position) =>
    t(`activities.editor.drag.${moment}`, { number: numberOf(id), position }),
  );

  function handleDragEnd(event: DragEndEvent) {
    const next = orderAfterDrop(ids, event);
    if (next)
      reorder.mutate(next, { onError: (error) => handleError(error, 'activities.list.reorderFailed') });
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
