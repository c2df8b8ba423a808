import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Activity } from '../../../../common/activities/schema.ts';
import type { SubjectDetails } from '../../../../common/subjects/schema.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { listOrderKeyboardOptions } from '../../../ui/list-order-keyboard.ts';
import { orderAfterDrop, sortableAnnouncements } from '../../../ui/sortable-announcements.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import {
  useActivities,
  useDeleteActivity,
  useDuplicateActivity,
  usePublishActivity,
  useReorderActivities,
  useRestoreActivity,
} from '../activities.queries.ts';
import { lessonPath } from '../lesson-paths.ts';
import { DuplicateLessonModal } from './duplicate-lesson-modal.tsx';
import { LessonListItem, type LessonActions } from './lesson-list-item.tsx';
import { NewLessonForm } from './new-lesson-form.tsx';
import classes from './lesson-list.module.css';

const TITLE_ID = 'subject-lessons-title';

/** What the subject page hands the lessons region: the subject and its canonical URL. */
export interface LessonsRegionProps {
  subject: SubjectDetails;
  subjectUrl: string;
}

/**
 * The subject page's lessons. Teachers see every lesson, drafts too, and create, reorder (by the
 * handle, with a mouse or with Space and the arrow keys), publish, duplicate and delete (with
 * undo) them; students see the published ones with their progress and due dates.
 */
export function LessonsRegion({ subject, subjectUrl }: LessonsRegionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useActivities(subject.id);
  const isTeacher = !!subject.permissions?.update;
  const canWrite = isTeacher && !subject.isArchived;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, listOrderKeyboardOptions),
  );
  const reorder = useReorderActivities(subject.id);
  const publish = usePublishActivity();
  const duplicate = useDuplicateActivity();
  const remove = useDeleteActivity();
  const restore = useRestoreActivity();
  const [toCopyElsewhere, setToCopyElsewhere] = useState<Activity | null>(null);

  const lessons = query.data ?? [];
  const ids = lessons.map((a) => a.id);
  const titleOf = (id: UniqueIdentifier) => lessons.find((a) => a.id === id)?.title ?? '';
  const announcements = sortableAnnouncements(ids, (moment, id, position) =>
    t(`activities.list.drag.${moment}`, { title: titleOf(id), position }),
  );

  function handleDragEnd(event: DragEndEvent) {
    const next = orderAfterDrop(ids, event);
    if (next)
      reorder.mutate(next, { onError: (error) => handleError(error, 'activities.list.reorderFailed') });
  }

  const actions: LessonActions = {
    onPublish: (activity, isPublishing) =>
      publish.mutate(
        { activity, publish: isPublishing },
        {
          onSuccess: () =>
            showNotification({
              tone: 'success',
              message: t(isPublishing ? 'activities.list.published' : 'activities.list.unpublished', {
                title: activity.title,
              }),
            }),
          onError: (error) => handleError(error, 'activities.list.publishFailed'),
        },
      ),
    onDuplicate: (activity) =>
      duplicate.mutate(
        { activity },
        {
          onSuccess: (copy) =>
            showNotification({
              tone: 'success',
              message: t('activities.list.duplicated', { title: copy.title }),
            }),
          onError: (error) => handleError(error, 'activities.list.duplicateFailed'),
        },
      ),
    onDuplicateElsewhere: setToCopyElsewhere,
    onDelete: (activity) =>
      remove.mutate(activity, {
        onSuccess: () =>
          showNotification({
            tone: 'info',
            message: t('activities.list.deleted', { title: activity.title }),
            focusAction: true,
            action: {
              label: t('activities.list.undo'),
              onClick: () =>
                restore.mutate(activity, {
                  onSuccess: () =>
                    showNotification({
                      tone: 'success',
                      message: t('activities.list.restored', { title: activity.title }),
                    }),
                  onError: (error) => handleError(error, 'activities.list.restoreFailed'),
                }),
            },
          }),
        onError: (error) => handleError(error, 'activities.list.deleteFailed'),
      }),
  };

  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h3" id={TITLE_ID} mb="sm">
        {t('subject.lessons.title')}
      </Title>
      {canWrite && (
        <NewLessonForm
          subjectId={subject.id}
          onCreated={(activity) => void navigate(lessonPath(subjectUrl, activity.id, 'edit'))}
        />
      )}
      {query.isPending && (
        <Stack gap="xs" role="status" aria-label={t('activities.list.loading')} mt="sm">
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      )}
      {query.isError && (
        <ErrorState
          title={t('activities.list.loadError')}
          error={query.error}
          headingOrder={2}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && lessons.length === 0 && (
        <Text c="dimmed" mt="sm" data-testid="lessons-empty">
          {isTeacher ? t('activities.list.emptyTeacher') : t('activities.list.emptyStudent')}
        </Text>
      )}
      {lessons.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('activities.list.drag.instructions') },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!canWrite}>
            <ol className={classes.list} aria-labelledby={TITLE_ID}>
              {lessons.map((activity) => (
                <LessonListItem
                  key={activity.id}
                  activity={activity}
                  subjectUrl={subjectUrl}
                  isTeacher={isTeacher}
                  isSortable={canWrite && lessons.length > 1}
                  actions={canWrite ? actions : null}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <DuplicateLessonModal
        activity={toCopyElsewhere}
        subject={subject}
        onClose={() => setToCopyElsewhere(null)}
      />
    </Paper>
  );
}
