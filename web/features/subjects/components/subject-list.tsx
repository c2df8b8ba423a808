import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applySavedOrder, subjectPath } from '../../../../common/subjects/rules.ts';
import type { Subject } from '../../../../common/subjects/schema.ts';
import { sortableAnnouncements } from '../../../ui/sortable-announcements.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { DelayAndDistancePointerSensor, SUBJECT_DRAG_CONSTRAINT } from '../delay-and-distance-sensor.ts';
import { listOrderKeyboardOptions } from '../../../ui/list-order-keyboard.ts';
import { orderAfterMove, readSubjectOrder, saveSubjectOrder } from '../subject-order.ts';
import {
  useArchiveSubject,
  useDeleteSubject,
  useRestoreSubject,
  useSubjectCardDetails,
} from '../subjects.queries.ts';
import { DeleteSubjectModal } from './delete-subject-modal.tsx';
import { DuplicateSubjectDialog } from './duplicate-subject-dialog.tsx';
import { nextDueItem, type DueItem } from './due-dates.tsx';
import { SubjectItem, type SubjectItemActions } from './subject-item.tsx';
import classes from './subject-list.module.css';

export const SUBJECT_LIST_TITLE_ID = 'subject-list-title';

/**
 * The subject list (spec 2.4): the heading (hidden when empty) and the subjects as a grid of cards
 * in the order the person chose on this device, or `emptyView` when there are none (the page
 * knows who is looking, so it says what to do next). In teacher mode cards can be dragged by their
 * handle (delay and distance per spec 9) or moved with the keyboard, one place per arrow key.
 */
export function SubjectList({
  institution,
  subjects,
  isTeacher,
  emptyView,
  dueItems = [],
}: {
  institution: { id: number; code: string; endpoint: string };
  subjects: readonly Subject[];
  isTeacher: boolean;
  emptyView: ReactNode;
  /** What is due in the subjects; each card shows its subject's soonest. */
  dueItems?: readonly DueItem[];
}) {
  const { t } = useTranslation();
  const [savedOrder, setSavedOrder] = useState(() => readSubjectOrder(institution.id));
  const [toDelete, setToDelete] = useState<Subject | null>(null);
  const [toDuplicate, setToDuplicate] = useState<Subject | null>(null);
  // Re-applied on every change, so subjects that arrive later take their place after the others.
  const ordered = useMemo(() => applySavedOrder(subjects, savedOrder), [subjects, savedOrder]);
  const cardDetails = useSubjectCardDetails(subjects.filter((s) => s.state === 'ready').map((s) => s.id));
  const ids = useMemo(() => ordered.map((s) => s.id), [ordered]);
  const sensors = useSensors(
    useSensor(DelayAndDistancePointerSensor, SUBJECT_DRAG_CONSTRAINT),
    useSensor(KeyboardSensor, listOrderKeyboardOptions),
  );
  const deleteSubject = useDeleteSubject();
  const restoreSubject = useRestoreSubject();
  const archiveSubject = useArchiveSubject();

  const nameOf = (id: UniqueIdentifier) => ordered.find((s) => s.id === id)?.namePlaintext ?? '';
  const announcements = sortableAnnouncements(ids, (moment, id, position) =>
    t(`subjects.drag.${moment}`, { name: nameOf(id), position }),
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const next = orderAfterMove(
      ids,
      savedOrder,
      ids.indexOf(Number(active.id)),
      ids.indexOf(Number(over.id)),
    );
    saveSubjectOrder(institution.id, next);
    setSavedOrder(next);
  }

  const actions: SubjectItemActions = {
    onDelete: setToDelete,
    onDuplicate: setToDuplicate,
    onArchive: (subject) =>
      archiveSubject.mutate(subject, {
        onSuccess: () =>
          showNotification({
            tone: 'success',
            message: t('subjects.archive.done', { name: subject.namePlaintext }),
          }),
        onError: (error) => handleError(error, 'subjects.archive.failed'),
      }),
  };

  function confirmDelete(subject: Subject) {
    deleteSubject.mutate(subject, {
      onSuccess: () => {
        setToDelete(null);
        showNotification({
          tone: 'info',
          message: t('subjects.delete.done', { name: subject.namePlaintext }),
          // Undo is one key press away: the card that held focus is gone.
          focusAction: true,
          action: {
            label: t('subjects.delete.undo'),
            onClick: () =>
              restoreSubject.mutate(subject, {
                onSuccess: () =>
                  showNotification({
                    tone: 'success',
                    message: t('subjects.delete.restored', { name: subject.namePlaintext }),
                  }),
                onError: (error) => handleError(error, 'subjects.delete.undoFailed'),
              }),
          },
        });
      },
      onError: (error) => {
        setToDelete(null);
        handleError(error, 'subjects.delete.failed');
      },
    });
  }

  const modal = (
    <>
      <DeleteSubjectModal
        subject={toDelete}
        isDeleting={deleteSubject.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
      <DuplicateSubjectDialog subject={toDuplicate} onClose={() => setToDuplicate(null)} />
    </>
  );

  if (ordered.length === 0) {
    return (
      <>
        {emptyView}
        {modal}
      </>
    );
  }

  return (
    <>
      <Title order={2} size="h3" id={SUBJECT_LIST_TITLE_ID} className={classes.title}>
        {t('subjects.list.title')}
      </Title>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('subjects.drag.instructions') },
        }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy} disabled={!isTeacher}>
          <ul className={classes.grid} aria-labelledby={SUBJECT_LIST_TITLE_ID}>
            {ordered.map((subject) => (
              <SubjectItem
                key={subject.id}
                subject={subject}
                path={subjectPath(institution, subject)}
                isSortable={isTeacher}
                actions={actions}
                nextDue={nextDueItem(dueItems.filter((item) => item.subjectId === subject.id))}
                details={cardDetails.data?.get(subject.id)}
                isLoadingDetails={cardDetails.isPending}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {modal}
    </>
  );
}
