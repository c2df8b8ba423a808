import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { getAccessGrant } from '../../../common/access-grants/endpoints.ts';
import { callEndpoint } from '../../api/client.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useMe } from '../auth/auth.queries.ts';
import { signInPath } from '../auth/return-to.ts';

const DOCS = '/api/docs';

/** Leaves the app for the documentation, which the server serves (and gates) itself. */
export const openDocs = (query: URLSearchParams) => window.location.replace(`${DOCS}?${query.toString()}`);

/**
 * `{endpoint}/apiDocs` (spec 2.11): reachable signed out. With public=true it opens the public
 * documentation at once; otherwise it needs the provider's staff: a visitor signs in first, an
 * internal admin is given the VIEW_API_DOCUMENTATION grant and opens the whole documentation with
 * its token, and anyone else is told so and offered the public documentation.
 */
export function ApiDocsPage() {
  const { t } = useTranslation();
  usePageTitle(t('apiDocs.title'));
  const [params] = useSearchParams();
  const location = useLocation();
  const me = useMe();
  const isPublic = params.get('public') === 'true';
  const isStaff = me.data?.person.isInternalAdmin === true;
  const grant = useQuery({
    queryKey: ['access-grant', 'VIEW_API_DOCUMENTATION'],
    queryFn: ({ signal }) =>
      callEndpoint(getAccessGrant, { params: { name: 'VIEW_API_DOCUMENTATION' } }, { signal }),
    enabled: !isPublic && isStaff,
    // A grant lasts minutes: never reuse one.
    gcTime: 0,
    staleTime: 0,
  });

  useEffect(() => {
    if (isPublic) openDocs(params);
    else if (grant.data) {
      const query = new URLSearchParams(params);
      query.set('accessToken', grant.data.accessToken);
      openDocs(query);
    }
  }, [isPublic, grant.data, params]);

  if (!isPublic && me.isSuccess && !me.data)
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (!isPublic && me.data && !isStaff) {
    const publicQuery = new URLSearchParams(params);
    publicQuery.set('public', 'true');
    return (
      <Paper withBorder radius="lg" p="xl" maw="40rem" mx="auto">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('apiDocs.title')}
          </Title>
          <Text>{t('apiDocs.staffOnly')}</Text>
          <Anchor href={`${DOCS}?${publicQuery.toString()}`}>{t('apiDocs.openPublic')}</Anchor>
        </Stack>
      </Paper>
    );
  }
  if (grant.isError)
    return (
      <ErrorState title={t('apiDocs.grantFailed')} error={grant.error} onRetry={() => void grant.refetch()} />
    );
  return <LoadingState label={t('apiDocs.opening')} isPageHeading />;
}
