import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Badge, Group, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type {
  ClassProgress as ClassProgressCounts,
  zActivityListEntry,
} from '../../../../common/activities/contracts.ts';
import { isOverdue, isReturned } from '../../../../common/activities/rules.ts';
import type { Activity } from '../../../../common/activities/schema.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useFormatDueAt } from '../due-time.ts';
import { lessonPath } from '../lesson-paths.ts';
import classes from './lesson-list.module.css';

export type LessonListEntry = z.infer<typeof zActivityListEntry>;

export interface LessonActions {
  onPublish: (activity: Activity, isPublishing: boolean) => void;
  onDuplicate: (activity: Activity) => void;
  onDuplicateElsewhere: (activity: Activity) => void;
  onDelete: (activity: Activity) => void;
}

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

function DotsIcon() {
  return (
    <Icon>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </Icon>
  );
}

/**
 * A student's progress on a lesson: submitted, returned by the teacher (to go on with), or how many
 * questions they have answered.
 */
function Progress({ entry }: { entry: LessonListEntry }) {
  const { t } = useTranslation();
  const mine = entry.mySubmission;
  if (mine?.submittedAt) {
    return (
      <Badge color="green" c="#1e6b2f" variant="light">
        {t('activities.list.submitted')}
      </Badge>
    );
  }
  if (isReturned(mine)) {
    return (
      <Badge color="blue" c="#1c4f8c" variant="light">
        {t('activities.list.returned')}
      </Badge>
    );
  }
  return (
    <Text span size="sm" c="dimmed">
      {t('activities.list.progress', { answered: mine?.answeredCount ?? 0, count: entry.itemCount })}
    </Text>
  );
}

/** A published lesson's hand-ins and students past their own due date, on the teacher's list. */
function ClassProgress({ progress }: { progress: ClassProgressCounts }) {
  const { t } = useTranslation();
  return (
    <>
      <Text span size="sm" data-testid="submitted-count">
        {t('activities.list.submittedCount', { count: progress.submittedCount })}
      </Text>
      {progress.overdueCount > 0 && (
        <Badge color="red.9" variant="filled" data-testid="overdue-count">
          {t('activities.list.overdueCount', { count: progress.overdueCount })}
        </Badge>
      )}
    </>
  );
}

/**
 * One lesson of the subject's list. Its title leads teachers to the editor and students to the
 * lesson; teachers also get the reorder handle and the lesson's actions.
 */
export function LessonListItem({
  activity,
  subjectUrl,
  isTeacher,
  isSortable,
  actions,
}: {
  activity: LessonListEntry;
  subjectUrl: string;
  isTeacher: boolean;
  isSortable: boolean;
  actions: LessonActions | null;
}) {
  const { t } = useTranslation();
  const formatDue = useFormatDueAt();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: activity.id, disabled: !isSortable });
  const isPublished = activity.status === 'published';
  const title = activity.title;
  const overdue =
    !isTeacher && isOverdue(activity.dueAt, activity.mySubmission?.submittedAt ?? null, new Date());

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`${classes.item} ${isDragging ? classes.dragging : ''}`}
      data-testid="lesson-item"
      data-activity-id={activity.id}
    >
      {isSortable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={classes.handle}
          {...attributes}
          {...listeners}
          aria-label={t('activities.list.reorder', { title })}
        >
          <HandleIcon />
        </button>
      )}
      <div className={classes.main}>
        <Anchor
          component={Link}
          to={lessonPath(subjectUrl, activity.id, isTeacher ? 'edit' : 'read')}
          fw={600}
          className={classes.title}
          data-testid="lesson-title"
        >
          {title}
        </Anchor>
        <Group gap="xs" wrap="wrap">
          {isTeacher && (
            <Badge
              color={isPublished ? 'green' : 'gray'}
              c={isPublished ? '#1e6b2f' : 'dark.7'}
              variant="light"
            >
              {isPublished ? t('activities.status.published') : t('activities.status.draft')}
            </Badge>
          )}
          {overdue && (
            <Badge color="red.9" variant="filled">
              {t('activities.list.overdue')}
            </Badge>
          )}
          {activity.dueAt && (
            <Text span size="sm">
              {t('activities.list.due', { when: formatDue(activity.dueAt, activity.timezone) })}
            </Text>
          )}
          {isTeacher ? (
            <>
              <Text span size="sm" c="dimmed">
                {t('activities.list.questions', { count: activity.itemCount })}
              </Text>
              {activity.classProgress && <ClassProgress progress={activity.classProgress} />}
            </>
          ) : (
            <Progress entry={activity} />
          )}
        </Group>
      </div>
      {actions && (
        <Menu position="bottom-end" withinPortal={false}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="dark" aria-label={t('activities.list.actions', { title })}>
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.onPublish(activity, !isPublished)}>
              {isPublished ? t('activities.list.unpublish') : t('activities.list.publish')}
            </Menu.Item>
            <Menu.Item component={Link} to={lessonPath(subjectUrl, activity.id, 'class')}>
              {t('activities.list.classView')}
            </Menu.Item>
            <Menu.Item component={Link} to={lessonPath(subjectUrl, activity.id, 'read')}>
              {t('activities.list.preview')}
            </Menu.Item>
            <Menu.Item onClick={() => actions.onDuplicate(activity)}>
              {t('activities.list.duplicate')}
            </Menu.Item>
            <Menu.Item onClick={() => actions.onDuplicateElsewhere(activity)}>
              {t('activities.list.duplicateElsewhere')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red.9" onClick={() => actions.onDelete(activity)}>
              {t('activities.list.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </li>
  );
}
