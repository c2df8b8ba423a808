import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppHeader, AppMain } from '../../../ui/app-header.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { SignOutButton } from '../../auth/components/sign-out-button.tsx';

/**
 * The frame of the invitation pages (spec 2.1: reachable signed out). Unlike the signed-in layout
 * it never sends anyone to sign in; it shows who is signed in, if anyone, and the pages decide.
 */
export function InviteLayout() {
  const { t } = useTranslation();
  const me = useMe();
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
        {me.isSuccess && <Outlet />}
      </AppMain>
    </>
  );
}
