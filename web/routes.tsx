import type { RouteObject } from 'react-router';
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
              Component: (await import('./features/institutions/pages/institution-page.tsx')).InstitutionPage,
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
