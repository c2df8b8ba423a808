import { Navigate, type RouteObject } from 'react-router';
import { INVITE_PATH } from './config.ts';
import { RouteErrorPage } from './ui/route-error.tsx';

/**
 * The route table, mirroring the URL shapes of spec 2.1. Every page loads as its own chunk, so the
 * first script holds only the shell.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => null,
    children: [
      {
        path: 'sign-in',
        lazy: async () => ({
          Component: (await import('./features/auth/pages/sign-in-page.tsx')).SignInPage,
        }),
      },
      {
        path: 'sign-in/link/:token',
        lazy: async () => ({
          Component: (await import('./features/auth/pages/sign-in-link-page.tsx')).SignInLinkPage,
        }),
      },
      // The invitation routes are reachable signed out (spec 2.1, 6), so they sit outside the
      // signed-in layout. `join` only forwards to the code page.
      { path: 'join', element: <Navigate to={INVITE_PATH} replace /> },
      {
        lazy: async () => ({
          Component: (await import('./features/invitations/components/invite-layout.tsx')).InviteLayout,
        }),
        children: [
          {
            path: 'invite',
            lazy: async () => ({
              Component: (await import('./features/invitations/pages/invite-page.tsx')).InvitePage,
            }),
          },
          {
            path: 'invite/:invitationCode',
            lazy: async () => ({
              Component: (await import('./features/invitations/pages/invitation-page.tsx')).InvitationPage,
            }),
          },
          // useInvitationCode (spec 2.1) as a URL: the static segment outranks the subject page's
          // `:endpoint/:institutionSlug/:subjectSlug`.
          {
            path: ':endpoint/useInvitationCode/:invitationCode',
            lazy: async () => ({
              Component: (await import('./features/invitations/pages/invitation-page.tsx'))
                .UseInvitationCodePage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({
          Component: (await import('./features/auth/components/signed-in-layout.tsx')).SignedInLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./features/institutions/pages/picker-page.tsx')).PickerPage,
            }),
          },
          {
            path: ':endpoint/onboarding',
            lazy: async () => ({
              Component: (await import('./features/institutions/pages/onboarding-page.tsx')).OnboardingPage,
            }),
          },
          {
            path: ':endpoint/:institutionSlug',
            lazy: async () => ({
              Component: (await import('./features/subjects/pages/institution-subjects-page.tsx'))
                .InstitutionSubjectsPage,
            }),
          },
          // Static segments outrank dynamic ones, so archive and billing are never read as a
          // subject slug by the route below.
          {
            path: ':endpoint/:institutionSlug/archive',
            lazy: async () => ({
              Component: (await import('./features/subjects/pages/archive-page.tsx')).ArchivePage,
            }),
          },
          {
            path: ':endpoint/:institutionSlug/billing',
            lazy: async () => ({
              Component: (await import('./features/school-admin/pages/billing-page.tsx')).BillingPage,
            }),
          },
          {
            path: ':endpoint/:institutionSlug/admin/staff',
            lazy: async () => ({
              Component: (await import('./features/school-admin/pages/staff-page.tsx')).StaffPage,
            }),
          },
          {
            path: ':endpoint/institutions/:institutionId/admin/usage',
            lazy: async () => ({
              Component: (await import('./features/school-admin/pages/usage-page.tsx')).UsagePage,
            }),
          },
          // The subject page under every URL shape of spec 2.1. React Router cannot match part of a
          // segment (`inst-:id`), so `inst-{id}/subject-{id}`, `institution-{id}/subject-{id}` and
          // `{code}-{id}/{code}-{id}` all match here and the page parses them.
          {
            path: ':endpoint/:institutionSlug/:subjectSlug',
            lazy: async () => ({
              Component: (await import('./features/subjects/pages/subject-page.tsx')).SubjectPage,
            }),
          },
          {
            path: 'institutions/:institutionId/subjects/:subjectId',
            lazy: async () => ({
              Component: (await import('./features/subjects/pages/subject-page.tsx')).SubjectPage,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./ui/not-found.tsx')).NotFoundPage }),
      },
    ],
  },
];
