import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { NotificationArea } from '../ui/notifications/notification-area.tsx';
import { cssVariablesResolver, theme } from '../ui/theme.ts';

/** Where a navigation led, for tests that follow one: the page shows its path. */
function OtherPage() {
  const location = useLocation();
  return <p data-testid="other-page">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderOptions {
  /** The route pattern the element is rendered at (`:endpoint/:institutionSlug`). */
  path?: string;
  /** The URL the test starts on. */
  url?: string;
  /** More routes, for pages the component links or navigates to. */
  routes?: RouteObject[];
}

/**
 * Renders an element as the app does: Mantine with the app's theme, i18next in en-AU, a fresh
 * TanStack QueryClient (no retries), a memory data router (so useBlocker and navigation work; any
 * other path shows `other-page` with its URL) and the notification area. Returns Testing
 * Library's queries, a userEvent session, the router and the query client.
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', url = path, routes = [] } = options;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path, element: ui }, ...routes, { path: '*', element: <OtherPage /> }],
    {
      initialEntries: [url],
    },
  );
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
          <NotificationArea />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...result, user, router, queryClient };
}
