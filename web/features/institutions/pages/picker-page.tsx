import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { decidePicker } from '../../../../common/institutions/picker.ts';
import { DEFAULT_ENDPOINT } from '../../../../common/institutions/schema.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { InstitutionTile } from '../components/institution-tile.tsx';
import classes from '../components/institution-tile.module.css';
import { PendingInstitutionTile } from '../components/pending-institution-tile.tsx';
import { getDefaultInstitution } from '../default-institution.ts';
import { useMyInstitutions } from '../institutions.queries.ts';

/** The root institution picker (spec 2.2): redirects where the rules say so, otherwise tiles. */
export function PickerPage() {
  const { t } = useTranslation();
  usePageTitle(t('picker.pageTitle'));
  const myInstitutions = useMyInstitutions();

  if (myInstitutions.isPending) return <LoadingState label={t('picker.loading')} isPageHeading />;
  if (myInstitutions.isError) {
    return (
      <ErrorState
        title={t('picker.loadError')}
        error={myInstitutions.error}
        onRetry={() => void myInstitutions.refetch()}
      />
    );
  }

  const institutions = myInstitutions.data;
  const decision = decidePicker({
    institutions,
    rememberedDefault: getDefaultInstitution(),
    endpoint: DEFAULT_ENDPOINT,
  });
  if (decision.kind !== 'tiles') return <Navigate to={decision.to} replace />;

  return (
    <Stack gap="xl">
      <Title order={1}>{t('picker.title')}</Title>
      <ul className={classes.list}>
        {institutions.map((institution) => (
          <li key={institution.id}>
            {institution.role?.isPending ? (
              <PendingInstitutionTile institution={institution} />
            ) : (
              <InstitutionTile institution={institution} />
            )}
          </li>
        ))}
      </ul>
    </Stack>
  );
}
