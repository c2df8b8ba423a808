import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import type { SubjectDetails } from '../../../../common/subjects/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { NotFoundContent } from '../../../ui/not-found.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { canonicalSubjectPath, parseSubjectSegments } from '../subject-route.ts';
import { useSubject } from '../subjects.queries.ts';

export interface SubjectRouteContext {
  subject: SubjectDetails;
  /** The subject page's canonical URL, for links back to it and to its other pages. */
  subjectUrl: string;
}

const isMissingError = (error: unknown) => isApiError(error) && [403, 404].includes(error.status);

/**
 * A page of its own under a subject's URL (`:endpoint/:institutionSlug/:subjectSlug/{page}`):
 * loads the subject the slugs name, with its loading, error and not-found states, and replaces
 * any other reading of the subject's URL by its canonical one followed by `page`.
 */
export function SubjectRoute({
  page,
  pageTitle,
  children,
}: {
  /** The path under the subject's URL, without its slash: `progress`. */
  page: string;
  pageTitle: (subject: SubjectDetails) => string;
  children: (context: SubjectRouteContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { endpoint, institutionSlug = '', subjectSlug = '' } = useParams();
  const param = parseSubjectSegments(institutionSlug, subjectSlug);
  const query = useSubject(param?.subjectId ?? null);
  const subject = query.data;
  const isMissing = !param || isMissingError(query.error);
  usePageTitle(
    isMissing
      ? t('subject.notFoundTitle')
      : subject
        ? pageTitle(subject)
        : query.isError
          ? t('subject.loadError')
          : t('subject.loading'),
  );

  if (isMissing)
    return <NotFoundContent title={t('subject.notFoundTitle')} body={t('subject.notFoundBody')} />;
  if (query.isError)
    return (
      <ErrorState title={t('subject.loadError')} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (!subject) return <LoadingState label={t('subject.loading')} isPageHeading />;

  const subjectUrl = canonicalSubjectPath(endpoint, subject);
  const canonical = `${subjectUrl}/${page}`;
  if (location.pathname !== canonical)
    return <Navigate to={{ pathname: canonical, search: location.search }} replace />;
  return children({ subject, subjectUrl });
}
