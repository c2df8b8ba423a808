import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { institutionPath, parseInstitutionSlug } from '../../../../common/institutions/paths.ts';
import { DEFAULT_ENDPOINT, type Institution } from '../../../../common/institutions/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { NotFoundContent } from '../../../ui/not-found.tsx';
import { setSchoolMenu } from '../../../ui/school-menu-store.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useInstitution } from '../institutions.queries.ts';
import { schoolAdminLinks } from '../school-admin-links.ts';

export interface InstitutionRouteContext {
  institution: Institution;
  /** The area the person works in, from the URL (spec 2.1). */
  endpoint: string;
  /** The institution subjects path in that area: `/{endpoint}/{code}-{id}`. */
  basePath: string;
}

/** Reads the institution from `:institutionSlug` (`{code}-{id}`) or a bare `:institutionId`. */
function useInstitutionParam(): { id: number; code: string | null } | null {
  const { institutionSlug, institutionId } = useParams();
  if (institutionSlug !== undefined) return parseInstitutionSlug(institutionSlug);
  if (institutionId !== undefined && /^\d{1,10}$/.test(institutionId) && Number(institutionId) > 0)
    return { id: Number(institutionId), code: null };
  return null;
}

/** Puts the school's admin pages the viewer may open in the header's menu while its page shows. */
function useSchoolMenuFor(institution: Institution | undefined, endpoint: string): void {
  const { t } = useTranslation();
  const menu = institution && {
    schoolName: institution.name,
    links: schoolAdminLinks(
      institution,
      { endpoint, basePath: institutionPath({ endpoint, code: institution.code, id: institution.id }) },
      t,
    ),
  };
  // Every render: the store keeps the menu only when it changed.
  useEffect(() => setSchoolMenu(menu ?? null));
  useEffect(() => () => setSchoolMenu(null), []);
}

/**
 * Loads the institution of an institution URL with the viewer's role and permissions, and shows
 * its loading, error and not-found states. A URL whose code is not the institution's (an old code,
 * or the invitation redirect's `inst-{id}`) is replaced by the canonical one, `suffix` kept.
 */
export function InstitutionRoute({
  suffix = '',
  pageTitle,
  loading,
  children,
}: {
  suffix?: string;
  pageTitle: (institution: Institution) => string;
  /** Shown while the institution loads, shaped like the page (a spinner otherwise). */
  loading?: ReactNode;
  children: (context: InstitutionRouteContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { endpoint = DEFAULT_ENDPOINT } = useParams();
  const param = useInstitutionParam();
  const query = useInstitution(param?.id ?? null);
  const institution = query.data;
  usePageTitle(institution ? pageTitle(institution) : t('institution.loading'));
  useSchoolMenuFor(institution, endpoint);

  const isMissing = !param || (isApiError(query.error) && [403, 404].includes(query.error.status));
  if (isMissing) {
    return <NotFoundContent title={t('notFound.institutionTitle')} body={t('notFound.institutionBody')} />;
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('institution.loadError')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!institution) return loading ?? <LoadingState label={t('institution.loading')} isPageHeading />;

  const basePath = institutionPath({ endpoint, code: institution.code, id: institution.id });
  if (param.code !== null && institution.code !== param.code) {
    return (
      <Navigate
        to={{ pathname: `${basePath}${suffix}`, search: location.search, hash: location.hash }}
        replace
      />
    );
  }
  return <>{children({ institution, endpoint, basePath })}</>;
}
