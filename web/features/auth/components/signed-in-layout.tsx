import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppHeader, AppMain } from '../../../ui/app-header.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { useMe } from '../auth.queries.ts';
import { signInPath } from '../return-to.ts';
import { SignOutButton } from './sign-out-button.tsx';

/**
 * The frame of every page that needs a signed-in person: a visitor who is not signed in goes to
 * the sign-in page, which brings them back here afterwards.
 */
export function SignedInLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();

  if (me.isSuccess && !me.data) {
    return <Navigate to={signInPath(location.pathname + location.search + location.hash)} replace />;
  }

  return (
    <>
      <AppHeader>
        {me.data && (
          <Group gap="md">
            <Text size="sm">{t('header.signedInAs', { name: me.data.person.fullName })}</Text>
            <SignOutButton />
          </Group>
        )}
      </AppHeader>
      <AppMain>
        {me.isPending && <LoadingState label={t('common.loading')} isPageHeading />}
        {me.isError && (
          <ErrorState title={t('errors.title')} error={me.error} onRetry={() => void me.refetch()} />
        )}
        {me.data && <Outlet />}
      </AppMain>
    </>
  );
}
