import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { isExpiredInstitution, isUsableInstitution } from '../../../../common/institutions/picker.ts';
import { DEFAULT_ENDPOINT, parseInstitutionSlug } from '../../../../common/institutions/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { NotFoundContent } from '../../../ui/not-found.tsx';
import { RetryingImage } from '../../../ui/retrying-image.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { pageBannerSources } from '../banner.ts';
import { clearDefaultInstitution, setDefaultInstitution } from '../default-institution.ts';
import { useInstitution, useMyInstitutions } from '../institutions.queries.ts';
import classes from './institution-page.module.css';

/** Spec 9: the switch-institution control appears from this many institutions on. */
const SWITCH_INSTITUTION_MIN = 2;

/** The institution page, `/{endpoint}/{code}-{id}` (spec 2.3): banner, name, switch control. */
export function InstitutionPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { endpoint = DEFAULT_ENDPOINT, institutionSlug = '' } = useParams();
  const slug = parseInstitutionSlug(institutionSlug);
  const query = useInstitution(slug?.id ?? null);
  const myInstitutions = useMyInstitutions();
  const institution = query.data;
  const isUsable = !!institution && isUsableInstitution(institution);
  usePageTitle(institution?.name ?? t('institution.loading'));

  useEffect(() => {
    if (institution && isUsable) setDefaultInstitution({ endpoint, institutionId: institution.id });
  }, [endpoint, institution, isUsable]);

  const isMissing = !slug || (isApiError(query.error) && [403, 404].includes(query.error.status));
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
  if (!institution) return <LoadingState label={t('institution.loading')} isPageHeading />;

  if (institution.code !== slug.code) {
    const canonical = `/${endpoint}/${institution.code}-${institution.id}`;
    return <Navigate to={{ pathname: canonical, search: location.search, hash: location.hash }} replace />;
  }

  const canSwitch = (myInstitutions.data?.length ?? 0) >= SWITCH_INSTITUTION_MIN;
  const isExpired = isExpiredInstitution(institution);
  const isPending = !!institution.role?.isPending;

  return (
    <Stack gap="lg">
      <RetryingImage className={classes.banner} sources={pageBannerSources(institution)} alt="" />
      <div className={classes.heading}>
        <Title order={1}>{institution.name}</Title>
        {canSwitch && (
          <Button component={Link} to="/" variant="default" onClick={() => clearDefaultInstitution()}>
            {t('institution.switch')}
          </Button>
        )}
      </div>
      {isExpired && (
        <Alert color="red" variant="light" title={t('institution.expiredTitle')}>
          <Text>{t('institution.expiredBody')}</Text>
        </Alert>
      )}
      {isPending && (
        <Alert color="blue" variant="light" title={t('institution.pendingTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text>{t('institution.pendingBody')}</Text>
            <Anchor component={Link} to="/">
              {t('institution.pendingLink')}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
