import { ActionIcon, Badge, Button, Loader, Menu, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { Subject, SubjectDetails } from '../../../../common/subjects/schema.ts';
import { useDuplicateWatch } from '../subject-streams.ts';
import type { DueItem } from './due-dates.tsx';
import { DotsIcon, DragHandleIcon, TrashIcon, WarningIcon } from './icons.tsx';
import { SubjectCard } from './subject-card.tsx';
import { SubjectFacts } from './subject-facts.tsx';
import classes from './subject-list.module.css';

export interface SubjectItemActions {
  onDelete: (subject: Subject) => void;
  onDuplicate: (subject: Subject) => void;
  onArchive: (subject: Subject) => void;
}

/**
 * One subject of the list (spec 2.4), as a card: a link with its name and code; for those who may
 * update it, the instructor style (a 'Teacher' badge) and its actions; a spinner while it is being
 * duplicated (watched live); a warning and Delete when its duplication failed; a drag handle when
 * the list can be reordered.
 */
export function SubjectItem({
  subject,
  path,
  isSortable,
  actions,
  nextDue,
  details,
  isLoadingDetails = false,
}: {
  subject: Subject;
  path: string;
  isSortable: boolean;
  actions: SubjectItemActions;
  nextDue?: DueItem | null;
  /** Its teachers and student count, read for every card at once (useSubjectCardDetails). */
  details?: SubjectDetails | undefined;
  isLoadingDetails?: boolean;
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

  const handle = isSortable && (
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
  );
  const menu = canUpdate && isReady && (
    // Inside the card's list item, so it stays in the page's landmarks (the item rises above its
    // neighbours while it is open); focus goes to the first item.
    <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon
          variant="transparent"
          className={classes.coverButton}
          aria-label={t('subjects.list.actions', { name })}
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actions.onDuplicate(subject)}>{t('subjects.list.duplicate')}</Menu.Item>
        <Menu.Item onClick={() => actions.onArchive(subject)}>{t('subjects.list.archive')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
  const footer = canUpdate && isReady && (
    <>
      <Badge variant="light" color="blue" className={classes.badge}>
        {t('subjects.list.instructor')}
      </Badge>
      <ActionIcon
        variant="subtle"
        color="red.9"
        aria-label={t('subjects.list.deleteLabel', { name })}
        onClick={() => actions.onDelete(subject)}
      >
        <TrashIcon />
      </ActionIcon>
    </>
  );
  const failedFooter = canUpdate && hasFailed && (
    <Button
      size="xs"
      variant="outline"
      color="red.9"
      ml="auto"
      aria-label={t('subjects.list.deleteLabel', { name })}
      onClick={() => actions.onDelete(subject)}
    >
      {t('subjects.list.delete')}
    </Button>
  );

  const className = [classes.item, isDragging ? classes.dragging : '', hasFailed ? classes.failed : ''].join(
    ' ',
  );

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={className}
      data-testid="subject-item"
      data-subject-id={subject.id}
      data-state={subject.state}
    >
      <SubjectCard
        subject={subject}
        path={isReady ? path : null}
        isMuted={!isReady}
        coverActions={
          (handle || menu) && (
            <>
              {handle}
              {menu}
            </>
          )
        }
        footer={footer || failedFooter}
      >
        {isReady && <SubjectFacts details={details} isLoading={isLoadingDetails} nextDue={nextDue} />}
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
      </SubjectCard>
    </li>
  );
}
