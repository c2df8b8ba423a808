import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubjectDetails } from '../../../../common/subjects/schema.ts';
import { Icon } from '../../../ui/icon.tsx';
import { NextDue, type DueItem } from './due-dates.tsx';
import classes from './subject-facts.module.css';

/** Names shown before 'and N others'. */
const NAMES_SHOWN = 2;

function TeacherIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}

function StudentsIcon() {
  return (
    <Icon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7" />
      <path d="M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </Icon>
  );
}

/** 'Taught by A and B', or 'Taught by A, B and 3 others'. */
function useTeacherLine() {
  const { t, i18n } = useTranslation();
  return (instructors: SubjectDetails['instructors']) => {
    if (instructors.length === 0) return t('dashboard.card.noTeachers');
    const names = instructors.map((instructor) => instructor.fullName);
    const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
    const shown =
      names.length <= NAMES_SHOWN
        ? list.format(names)
        : t('dashboard.card.namesAndOthers', {
            names: names.slice(0, NAMES_SHOWN).join(', '),
            count: names.length - NAMES_SHOWN,
          });
    return t('dashboard.card.taughtBy', { names: shown });
  };
}

/**
 * What a subject card tells at a glance: who teaches it, how many students it has and, when there
 * is one, what is due next. The subject list carries none of it: the list reads every card's
 * details in one request (useSubjectCardDetails); a card whose details fail to load shows none.
 */
export function SubjectFacts({
  details,
  isLoading,
  nextDue,
}: {
  details: SubjectDetails | undefined;
  isLoading: boolean;
  nextDue?: DueItem | null;
}) {
  const { t } = useTranslation();
  const teacherLine = useTeacherLine();
  return (
    <>
      {isLoading && (
        <div className={classes.loading} aria-hidden data-testid="subject-facts-loading">
          <Skeleton height={10} width="70%" radius="xl" />
          <Skeleton height={10} width="40%" radius="xl" />
        </div>
      )}
      {details && (
        <>
          <span className={classes.fact}>
            <TeacherIcon />
            <span>{teacherLine(details.instructors)}</span>
          </span>
          <span className={classes.fact}>
            <StudentsIcon />
            <span>{t('subject.students', { count: details.studentCount })}</span>
          </span>
        </>
      )}
      {nextDue && <NextDue item={nextDue} />}
    </>
  );
}
