import { ActionIcon, Badge, Button, Loader, Menu, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showSubjectCode } from '../../../../common/subjects/rules.ts';
import type { Subject } from '../../../../common/subjects/schema.ts';
import { useDuplicateWatch } from '../subject-streams.ts';
import { DotsIcon, DragHandleIcon, TrashIcon, WarningIcon } from './icons.tsx';
import classes from './subject-list.module.css';

export interface SubjectItemActions {
  onDelete: (subject: Subject) => void;
  onDuplicate: (subject: Subject) => void;
  onArchive: (subject: Subject) => void;
}

/**
 * One subject of the list (spec 2.4): a link with its name and code; an instructor style and
 * actions for those who may update it; a spinner while it is being duplicated (watched live); a
 * warning and Delete when its duplication failed; a drag handle when the list can be reordered.
 */
export function SubjectItem({
  subject,
  path,
  isSortable,
  actions,
}: {
  subject: Subject;
  path: string;
  isSortable: boolean;
  actions: SubjectItemActions;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: subject.id, disabled: !isSortable });
  const isDuplicating = subject.state === 'duplicating';
  const hasFailed = subject.state === 'duplicating_failed';
  const isReady = subject.state === 'ready';
  const canUpdate = !!subject.permissions?.update;
  const name = subject.namePlaintext;
  useDuplicateWatch(subject.id, subject.institutionId, isDuplicating);

  const className = [
    classes.item,
    canUpdate ? classes.instructor : '',
    isDragging ? classes.dragging : '',
    hasFailed ? classes.failed : '',
  ].join(' ');

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={className}
      data-testid="subject-item"
      data-subject-id={subject.id}
      data-state={subject.state}
    >
      {isSortable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={classes.handle}
          {...attributes}
          {...listeners}
          aria-label={t('subjects.list.reorder', { name })}
        >
          <DragHandleIcon />
        </button>
      )}
      <div className={classes.body}>
        {isReady ? (
          <Link to={path} className={classes.link}>
            <span className={classes.name} data-testid="subject-name">
              {name}
            </span>
            {showSubjectCode(subject.code) && <span className={classes.code}>{subject.code}</span>}
          </Link>
        ) : (
          <span className={classes.name} data-testid="subject-name">
            {name}
          </span>
        )}
        {isDuplicating && (
          <span className={classes.state}>
            <Loader size="xs" aria-hidden />
            <Text span size="sm">
              {t('subjects.list.duplicating')}
            </Text>
          </span>
        )}
        {hasFailed && (
          <span className={`${classes.state} ${classes.warning}`}>
            <WarningIcon />
            <Text span size="sm">
              {t('subjects.list.duplicateFailed')}
            </Text>
          </span>
        )}
      </div>
      {canUpdate && isReady && (
        <Badge variant="light" color="blue" className={classes.badge}>
          {t('subjects.list.instructor')}
        </Badge>
      )}
      {canUpdate && isReady && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('subjects.list.actions', { name })}>
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.onDuplicate(subject)}>{t('subjects.list.duplicate')}</Menu.Item>
            <Menu.Item onClick={() => actions.onArchive(subject)}>{t('subjects.list.archive')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      {canUpdate && isReady && (
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={t('subjects.list.deleteLabel', { name })}
          onClick={() => actions.onDelete(subject)}
        >
          <TrashIcon />
        </ActionIcon>
      )}
      {canUpdate && hasFailed && (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          aria-label={t('subjects.list.deleteLabel', { name })}
          onClick={() => actions.onDelete(subject)}
        >
          {t('subjects.list.delete')}
        </Button>
      )}
    </li>
  );
}
