import '../outcome-tags-i18n.ts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SubjectRoute, type SubjectRouteContext } from '../../subjects/components/subject-route.tsx';
import { OutcomePageHeader } from '../components/outcome-page-header.tsx';
import { EmptyNote, PageDataState } from '../components/outcome-page-parts.tsx';
import { StudentProgress, TeacherProgress } from '../components/progress-views.tsx';
import { useSubjectMastery } from '../mastery.queries.ts';
import { teachesSubject } from '../outcome-pages.ts';
import { useOutcomeColumns } from '../use-outcome-columns.ts';

/**
 * A subject's progress (`{subject path}/progress`): for its teachers, the grid of every student's
 * level in each outcome the subject's lessons and questions are tagged with; for a student, their
 * own level in each.
 */
export function MasteryPage() {
  const { t } = useTranslation();
  return (
    <SubjectRoute
      page="progress"
      pageTitle={(subject) =>
        t(teachesSubject(subject) ? 'outcomeTags.progress.pageTitle' : 'outcomeTags.progress.myPageTitle', {
          name: subject.namePlaintext,
        })
      }
    >
      {(context) => <MasteryContent {...context} />}
    </SubjectRoute>
  );
}

function MasteryContent(context: SubjectRouteContext) {
  const { t } = useTranslation();
  const { subject } = context;
  const isTeacher = teachesSubject(subject);
  const mastery = useSubjectMastery(subject.id);
  const outcomes = useOutcomeColumns(mastery.data?.learningOutcomeUuids);

  const header = (
    <OutcomePageHeader
      {...context}
      page="progress"
      title={t(isTeacher ? 'outcomeTags.progress.title' : 'outcomeTags.progress.myTitle')}
      intro={t(isTeacher ? 'outcomeTags.progress.intro' : 'outcomeTags.progress.myIntro')}
    />
  );
  if (!mastery.data || !outcomes.columns)
    return (
      <Stack gap="lg">
        {header}
        <PageDataState
          failed={mastery.isError ? mastery : outcomes.isError ? outcomes : null}
          errorTitle={t('outcomeTags.progress.loadError')}
          loadingLabel={t('outcomeTags.progress.loading')}
        />
      </Stack>
    );

  const { columns } = outcomes;
  const { students } = mastery.data;
  const view = { mastery: mastery.data, columns, subject, subjectUrl: context.subjectUrl };
  const isAssessed = students.some((student) => student.outcomes.length > 0);
  let body;
  if (columns.length === 0)
    body = isTeacher ? (
      <EmptyNote title={t('outcomeTags.progress.noOutcomesTitle')}>
        {t('outcomeTags.progress.noOutcomes')}
      </EmptyNote>
    ) : (
      <EmptyNote>{t('outcomeTags.progress.noOutcomesStudent')}</EmptyNote>
    );
  else if (isTeacher && students.length === 0)
    body = <EmptyNote>{t('outcomeTags.progress.noStudents')}</EmptyNote>;
  else
    body = (
      <>
        {!isAssessed && (
          <EmptyNote>
            {t(
              isTeacher
                ? 'outcomeTags.progress.nothingAssessed'
                : 'outcomeTags.progress.nothingAssessedStudent',
            )}
          </EmptyNote>
        )}
        {isTeacher ? <TeacherProgress {...view} /> : <StudentProgress {...view} />}
      </>
    );
  return (
    <Stack gap="lg">
      {header}
      {body}
    </Stack>
  );
}
