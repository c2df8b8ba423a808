import './zod-config.ts';
import '@mantine/core/styles.css';
import './ui/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { startSessionRead } from './api/early-session.ts';
import { createQueryClient } from './api/query-client.ts';
import { setCsrfToken } from './api/session-token.ts';
import { setUnauthorizedHandler } from './api/unauthorized.ts';
import { sessionQueryKey } from './features/auth/auth-keys.ts';
import { initI18n } from './i18n/i18n.ts';
import { routes } from './routes.tsx';
import { cssVariablesResolver, theme } from './ui/theme.ts';

startSessionRead();
const i18n = initI18n();

// Loaded after the first paint: notifications only appear once something has happened.
const NotificationArea = lazy(async () => ({
  default: (await import('./ui/notifications/notification-area.tsx')).NotificationArea,
}));

const queryClient = createQueryClient();

// The session ended: forget the person, and the signed-in layout sends them to sign in again
// with the page they were on as returnTo.
setUnauthorizedHandler(() => {
  setCsrfToken(null);
  queryClient.setQueryData(sessionQueryKey, null);
});

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <NotificationArea />
          </Suspense>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  </StrictMode>,
);
