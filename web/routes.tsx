import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { INVITE_PATH } from './config.ts';
import { FocusKeeper } from './ui/focus-keeper.tsx';
import { OfflineNotice } from './ui/offline-notice.tsx';
import { RouteErrorPage } from './ui/route-error.tsx';

/**
 * A page in its own chunk, loaded when its route first matches: `lazyPage(() => import('./x.tsx'),
 * 'XPage')`. It is React Router's route `lazy`, not React.lazy: the router loads the chunk before
 * it commits a navigation, so the page on screen stays until the next one is ready (no flash of a
 * spinner between pages), and a chunk that fails to load reaches the route's error page.
 */
function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async (): Promise<{ Component: ComponentType }> => ({ Component: (await load())[name] });
}

/**
 * What the first load of the app shows while the chunk of the page it opens on arrives: the words
 * alone, as a status. LoadingState's Mantine parts would add 6 KB gzip to the first script.
 */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" style={{ textAlign: 'center', padding: 'var(--mantine-spacing-xl)' }}>
      {t('common.loading')}
    </p>
  );
}

/** The teacher's invitation panel of a subject page: its own chunk, with the QR code library. */
const InvitationPanel = lazy(async () => ({
  default: (await import('./features/invitations/components/invitation-panel.tsx')).InvitationPanel,
}));

/**
 * The subject page with the activities feature's lessons region and the outcome tags feature's
 * links to the subject's progress and scope and sequence in it, loaded together.
 */
async function subjectPage() {
  const [{ SubjectPage }, { LessonsRegion }, { SubjectOutcomeLinks }] = await Promise.all([
    import('./features/subjects/pages/subject-page.tsx'),
    import('./features/activities/components/lesson-list.tsx'),
    import('./features/outcome-tags/components/subject-outcome-links.tsx'),
  ]);
  return {
    Component: () => (
      <SubjectPage
        InvitationPanel={InvitationPanel}
        Lessons={LessonsRegion}
        OutcomeLinks={SubjectOutcomeLinks}
      />
    ),
  };
}

/**
 * The route table, mirroring the URL shapes of spec 2.1. Every page loads as its own chunk, so the
 * first script holds only the shell.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <FocusKeeper />
        <OfflineNotice />
        <Outlet />
      </>
    ),
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        path: 'sign-in',
        lazy: lazyPage(() => import('./features/auth/pages/sign-in-page.tsx'), 'SignInPage'),
      },
      {
        path: 'sign-in/link/:token',
        lazy: lazyPage(() => import('./features/auth/pages/sign-in-link-page.tsx'), 'SignInLinkPage'),
      },
      {
        path: 'sign-in/email-link',
        lazy: lazyPage(() => import('./features/auth/pages/mailed-link-page.tsx'), 'EmailSignInLinkPage'),
      },
      {
        path: 'sign-in/forgot-password',
        lazy: lazyPage(() => import('./features/auth/pages/mailed-link-page.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: 'reset-password/:token',
        lazy: lazyPage(() => import('./features/auth/pages/reset-password-page.tsx'), 'ResetPasswordPage'),
      },
      {
        path: 'account/setup',
        lazy: lazyPage(() => import('./features/auth/pages/account-setup-page.tsx'), 'AccountSetupPage'),
      },
      // The invitation routes are reachable signed out (spec 2.1, 6), so they sit outside the
      // signed-in layout. `join` only forwards to the code page.
      { path: 'join', element: <Navigate to={INVITE_PATH} replace /> },
      {
        lazy: lazyPage(() => import('./features/invitations/components/invite-layout.tsx'), 'InviteLayout'),
        children: [
          {
            path: 'invite',
            lazy: lazyPage(() => import('./features/invitations/pages/invite-page.tsx'), 'InvitePage'),
          },
          {
            path: 'invite/:invitationCode',
            lazy: lazyPage(
              () => import('./features/invitations/pages/invitation-page.tsx'),
              'InvitationPage',
            ),
          },
          // useInvitationCode (spec 2.1) as a URL: the static segment outranks the subject page's
          // `:endpoint/:institutionSlug/:subjectSlug`.
          {
            path: ':endpoint/useInvitationCode/:invitationCode',
            lazy: lazyPage(
              () => import('./features/invitations/pages/invitation-page.tsx'),
              'UseInvitationCodePage',
            ),
          },
        ],
      },
      // The API documentation redirect (spec 2.11): reachable signed out; `{endpoint}` is optional.
      {
        lazy: lazyPage(() => import('./features/auth/components/signed-in-layout.tsx'), 'OpenLayout'),
        children: ['apiDocs', ':endpoint/apiDocs'].map((path) => ({
          path,
          lazy: lazyPage(() => import('./features/api-docs/api-docs-page.tsx'), 'ApiDocsPage'),
        })),
      },
      {
        lazy: lazyPage(() => import('./features/auth/components/signed-in-layout.tsx'), 'SignedInLayout'),
        children: [
          {
            index: true,
            lazy: lazyPage(() => import('./features/institutions/pages/picker-page.tsx'), 'PickerPage'),
          },
          {
            path: ':endpoint/onboarding',
            lazy: lazyPage(
              () => import('./features/institutions/pages/onboarding-page.tsx'),
              'OnboardingPage',
            ),
          },
          {
            path: ':endpoint/:institutionSlug',
            lazy: async () => {
              // The subjects page with the invitations feature's 'join subject' region and the activities
              // feature's due dates in it.
              const [{ InstitutionSubjectsPage }, { JoinSubject }, { DueDatesRegion }] = await Promise.all([
                import('./features/subjects/pages/institution-subjects-page.tsx'),
                import('./features/invitations/components/join-subject.tsx'),
                import('./features/activities/components/due-dates-region.tsx'),
              ]);
              return {
                Component: () => (
                  <InstitutionSubjectsPage JoinSubject={JoinSubject} DueDates={DueDatesRegion} />
                ),
              };
            },
          },
          // Static segments outrank dynamic ones, so archive, billing and curriculum are never read
          // as a subject slug by the route below.
          {
            path: ':endpoint/:institutionSlug/archive',
            lazy: lazyPage(() => import('./features/subjects/pages/archive-page.tsx'), 'ArchivePage'),
          },
          {
            path: ':endpoint/:institutionSlug/billing',
            lazy: lazyPage(() => import('./features/school-admin/pages/billing-page.tsx'), 'BillingPage'),
          },
          {
            path: ':endpoint/:institutionSlug/curriculum',
            lazy: lazyPage(() => import('./features/outcomes/pages/curriculum-page.tsx'), 'CurriculumPage'),
          },
          {
            path: ':endpoint/:institutionSlug/admin/staff',
            lazy: lazyPage(() => import('./features/school-admin/pages/staff-page.tsx'), 'StaffPage'),
          },
          {
            path: ':endpoint/:institutionSlug/admin/settings',
            lazy: lazyPage(() => import('./features/school-admin/pages/settings-page.tsx'), 'SettingsPage'),
          },
          {
            path: ':endpoint/:institutionSlug/admin/students',
            lazy: lazyPage(() => import('./features/school-admin/pages/students-page.tsx'), 'StudentsPage'),
          },
          {
            path: ':endpoint/institutions/:institutionId/admin/usage',
            lazy: lazyPage(() => import('./features/school-admin/pages/usage-page.tsx'), 'UsagePage'),
          },
          // The subject page under every URL shape of spec 2.1. React Router cannot match part of a
          // segment (`inst-:id`), so `inst-{id}/subject-{id}`, `institution-{id}/subject-{id}` and
          // `{code}-{id}/{code}-{id}` all match here and the page parses them.
          {
            path: ':endpoint/:institutionSlug/:subjectSlug',
            lazy: subjectPage,
          },
          {
            path: 'institutions/:institutionId/subjects/:subjectId',
            lazy: subjectPage,
          },
          // A subject's outcome pages: its progress (every student's for its teachers, a student's
          // own) and its scope and sequence.
          {
            path: ':endpoint/:institutionSlug/:subjectSlug/progress',
            lazy: lazyPage(() => import('./features/outcome-tags/pages/mastery-page.tsx'), 'MasteryPage'),
          },
          {
            path: ':endpoint/:institutionSlug/:subjectSlug/scope-and-sequence',
            lazy: lazyPage(
              () => import('./features/outcome-tags/pages/scope-and-sequence-page.tsx'),
              'ScopeAndSequencePage',
            ),
          },
          // A lesson's pages under its subject's canonical URL: reading it, `/edit` and `/class`.
          {
            path: ':endpoint/:institutionSlug/:subjectSlug/lessons/:activityId/:view?',
            lazy: lazyPage(() => import('./features/activities/pages/lesson-pages.tsx'), 'LessonPages'),
          },
        ],
      },
      {
        path: '*',
        lazy: lazyPage(() => import('./ui/not-found.tsx'), 'NotFoundPage'),
      },
    ],
  },
];
