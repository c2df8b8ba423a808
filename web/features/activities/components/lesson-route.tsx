import { Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import type { ActivityWithParts } from '../../../../common/activities/contracts.ts';
import type { SubjectDetails } from '../../../../common/subjects/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { NotFoundContent } from '../../../ui/not-found.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { canonicalSubjectPath, parseSubjectSegments } from '../../subjects/subject-route.ts';
import { useSubject } from '../../subjects/subjects.queries.ts';
import { useActivity } from '../activities.queries.ts';
import { lessonPath, parseActivityId, type LessonView } from '../lesson-paths.ts';

export interface LessonRouteContext {
  subject: SubjectDetails;
  subjectUrl: string;
  activity: ActivityWithParts;
}

const isMissingError = (error: unknown) => isApiError(error) && [403, 404].includes(error.status);

/**
 * Loads the subject and the lesson a lesson URL names, with their loading, error and not-found
 * states, and replaces any other reading of the subject's URL by its canonical one.
 */
export function LessonRoute({
  view,
  pageTitle,
  withMyResponses = false,
  children,
}: {
  view: LessonView;
  pageTitle: (activity: ActivityWithParts) => string;
  withMyResponses?: boolean;
  children: (context: LessonRouteContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { endpoint, institutionSlug = '', subjectSlug = '', activityId: rawActivityId } = useParams();
  const subjectParam = parseSubjectSegments(institutionSlug, subjectSlug);
  const activityId = parseActivityId(rawActivityId);
  const subject = useSubject(subjectParam?.subjectId ?? null);
  const activity = useActivity(activityId, { withMyResponses });
  const isMissing =
    !subjectParam ||
    activityId === null ||
    isMissingError(subject.error) ||
    isMissingError(activity.error) ||
    (activity.data !== undefined && activity.data.subjectId !== subjectParam.subjectId);
  usePageTitle(
    isMissing
      ? t('activities.route.notFoundTitle')
      : activity.data
        ? pageTitle(activity.data)
        : activity.isError || subject.isError
          ? t('activities.route.loadError')
          : t('activities.route.loading'),
  );

  if (isMissing)
    return (
      <NotFoundContent
        title={t('activities.route.notFoundTitle')}
        body={t('activities.route.notFoundBody')}
      />
    );
  const failed = activity.isError ? activity : subject.isError ? subject : null;
  if (failed) {
    return (
      <ErrorState
        title={t('activities.route.loadError')}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!subject.data || !activity.data)
    return <LoadingState label={t('activities.route.loading')} isPageHeading />;

  const subjectUrl = canonicalSubjectPath(endpoint, subject.data);
  const canonical = lessonPath(subjectUrl, activity.data.id, view);
  if (location.pathname !== canonical)
    return <Navigate to={{ pathname: canonical, search: location.search }} replace />;
  return children({ subject: subject.data, subjectUrl, activity: activity.data });
}

/** Back to the subject, and (for teachers) between the lesson's three pages. */
export function LessonNav({
  subject,
  subjectUrl,
  activity,
  view,
}: LessonRouteContext & { view: LessonView }) {
  const { t } = useTranslation();
  const views: LessonView[] = activity.permissions.update ? ['edit', 'read', 'class'] : [];
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Anchor component={Link} to={subjectUrl}>
        {t('activities.route.back', { name: subject.namePlaintext })}
      </Anchor>
      {views.length > 0 && (
        <Group component="nav" aria-label={t('activities.route.views')} gap="md">
          {views.map((v) => (
            <Anchor
              key={v}
              component={Link}
              to={lessonPath(subjectUrl, activity.id, v)}
              aria-current={v === view ? 'page' : undefined}
              fw={v === view ? 700 : undefined}
            >
              {t(`activities.route.view.${v}`)}
            </Anchor>
          ))}
        </Group>
      )}
    </Group>
  );
}
