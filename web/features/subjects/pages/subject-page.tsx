import { Alert, Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { institutionPath } from '../../../../common/institutions/paths.ts';
import { showSubjectCode } from '../../../../common/subjects/rules.ts';
import type { SubjectDetails } from '../../../../common/subjects/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { NotFoundContent } from '../../../ui/not-found.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { canonicalSubjectPath, parseSubjectIds, parseSubjectSegments } from '../subject-route.ts';
import { useSubject } from '../subjects.queries.ts';

/**
 * The teacher's invitation panel belongs to the invitations feature, which builds on subjects; the
 * route table hands it in (lazily: only teachers see it, and it brings the QR code library).
 */
export type InvitationPanelComponent = ComponentType<{ subject: SubjectDetails }>;

/** The lessons region belongs to the activities feature, which builds on subjects; handed in likewise. */
export type LessonsComponent = ComponentType<{ subject: SubjectDetails; subjectUrl: string }>;

/** Links to the subject's outcome pages belong to the outcome tags feature; handed in likewise. */
export type OutcomeLinksComponent = ComponentType<{ subject: SubjectDetails; subjectUrl: string }>;

export interface SubjectPageRegions {
  InvitationPanel: InvitationPanelComponent;
  Lessons: LessonsComponent;
  OutcomeLinks?: OutcomeLinksComponent;
}

/** Which subject the URL names, whichever of the four shapes of spec 2.1 it has. */
function useSubjectParam() {
  const { institutionSlug, subjectSlug, institutionId, subjectId } = useParams();
  if (institutionSlug !== undefined && subjectSlug !== undefined)
    return parseSubjectSegments(institutionSlug, subjectSlug);
  if (institutionId !== undefined && subjectId !== undefined)
    return parseSubjectIds(institutionId, subjectId);
  return null;
}

/**
 * The subject page. Every URL shape of spec 2.1 (`inst-{id}/subject-{id}`,
 * `institution-{id}/subject-{id}`, `{code}-{id}/{code}-{id}`, `institutions/{id}/subjects/{id}`)
 * is replaced, in history, by the one canonical URL.
 */
export function SubjectPage({ InvitationPanel, Lessons, OutcomeLinks }: SubjectPageRegions) {
  const { t } = useTranslation();
  const location = useLocation();
  const { endpoint } = useParams();
  const param = useSubjectParam();
  const query = useSubject(param?.subjectId ?? null);
  const subject = query.data;
  const isMissing = !param || (isApiError(query.error) && [403, 404].includes(query.error.status));
  usePageTitle(
    isMissing
      ? t('subject.notFoundTitle')
      : query.isError
        ? t('subject.loadError')
        : (subject?.namePlaintext ?? t('subject.loading')),
  );

  if (isMissing)
    return <NotFoundContent title={t('subject.notFoundTitle')} body={t('subject.notFoundBody')} />;
  if (query.isError) {
    return (
      <ErrorState title={t('subject.loadError')} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!subject) return <LoadingState label={t('subject.loading')} isPageHeading />;

  const canonical = canonicalSubjectPath(endpoint, subject);
  if (location.pathname !== canonical) {
    return <Navigate to={{ pathname: canonical, search: location.search, hash: location.hash }} replace />;
  }
  return (
    <SubjectContent
      subject={subject}
      endpoint={endpoint ?? subject.endpoint}
      InvitationPanel={InvitationPanel}
      Lessons={Lessons}
      OutcomeLinks={OutcomeLinks}
      subjectUrl={canonical}
    />
  );
}

const TEACHERS_TITLE_ID = 'subject-teachers-title';

function SubjectContent({
  subject,
  endpoint,
  InvitationPanel,
  Lessons,
  OutcomeLinks,
  subjectUrl,
}: SubjectPageRegions & {
  subject: SubjectDetails;
  endpoint: string;
  subjectUrl: string;
}) {
  const { t } = useTranslation();
  const schoolPath = institutionPath({ endpoint, code: subject.institutionCode, id: subject.institutionId });
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={schoolPath}>
        {t('subject.back', { name: subject.institutionName })}
      </Anchor>
      <Stack gap="xs">
        <Title order={1}>{subject.namePlaintext}</Title>
        {showSubjectCode(subject.code) && (
          <Text fw={500}>{t('subject.codeLabel', { code: subject.code })}</Text>
        )}
        <Text c="dimmed">{t('subject.students', { count: subject.studentCount })}</Text>
        {OutcomeLinks && <OutcomeLinks subject={subject} subjectUrl={subjectUrl} />}
      </Stack>
      {subject.isArchived && (
        <Alert role="note" color="gray" variant="light">
          {t('subject.archived')}
        </Alert>
      )}
      <Suspense fallback={<LoadingState label={t('subject.lessons.loading')} />}>
        <Lessons subject={subject} subjectUrl={subjectUrl} />
      </Suspense>
      {subject.permissions?.update && !subject.isArchived && (
        <Suspense fallback={<LoadingState label={t('invitations.panel.loading')} />}>
          <InvitationPanel subject={subject} />
        </Suspense>
      )}
      <Paper component="section" withBorder p="lg" aria-labelledby={TEACHERS_TITLE_ID}>
        <Title order={2} size="h3" id={TEACHERS_TITLE_ID} mb="xs">
          {t('subject.teachers')}
        </Title>
        {subject.instructors.length === 0 ? (
          <Text c="dimmed">{t('subject.noTeachers')}</Text>
        ) : (
          <List spacing={4}>
            {subject.instructors.map((instructor) => (
              <List.Item key={instructor.principal}>{instructor.fullName}</List.Item>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
