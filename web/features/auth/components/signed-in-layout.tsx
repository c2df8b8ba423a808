import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppHeader, AppMain } from '../../../ui/app-header.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LeaveGuard } from '../../../ui/forms/leave-guard.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { useSchoolMenu } from '../../../ui/school-menu-store.ts';
import { useMe } from '../auth.queries.ts';
import { signInPath } from '../return-to.ts';
import { LanguageMenuItem } from './language-menu-item.tsx';
import { SignOutMenuItem } from './sign-out-menu-item.tsx';

/**
 * The frame of every page: the header with who is signed in, and the page once the session is
 * known. With requireSignIn, a visitor who is not signed in goes to the sign-in page, which brings
 * them back here afterwards; without it (the invitation pages, spec 2.1) the page decides.
 */
export function SessionLayout({ requireSignIn }: { requireSignIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();
  const school = useSchoolMenu();

  if (requireSignIn && me.isSuccess && !me.data) {
    return <Navigate to={signInPath(location.pathname + location.search + location.hash)} replace />;
  }

  return (
    <>
      <AppHeader
        account={
          me.data
            ? {
                fullName: me.data.person.fullName,
                email: me.data.person.email,
                preferences: <LanguageMenuItem />,
                actions: <SignOutMenuItem />,
                school,
              }
            : undefined
        }
      />
      <AppMain>
        {me.isPending && <LoadingState label={t('common.loading')} isPageHeading />}
        {me.isError && (
          <ErrorState title={t('errors.title')} error={me.error} onRetry={() => void me.refetch()} />
        )}
        {(requireSignIn ? Boolean(me.data) : me.isSuccess) && <Outlet />}
      </AppMain>
      <LeaveGuard />
    </>
  );
}

/** Pages reachable signed out that decide themselves what a visitor sees (the API documentation). */
export function OpenLayout() {
  return <SessionLayout requireSignIn={false} />;
}

/** Pages that need a signed-in person. */
export function SignedInLayout() {
  return <SessionLayout requireSignIn />;
}
