/**
 * Setup of the component tests (vitest project `component`, jsdom): what Mantine needs from a
 * browser that jsdom lacks, the app's i18next in en-AU (and a browser preferring it), and a clean
 * page after every test.
 */
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { i18nOptions } from '../i18n/i18n.ts';
import { getNotifications, hideNotification } from '../ui/notifications/notification-store.ts';

// findBy and waitFor give a busy machine (the whole suite on two cores) time; a passing wait ends at once.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads media queries (colour scheme, reduced motion) and observes element sizes.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom has no layout, so nothing to scroll; Mantine's menus and dnd-kit call it.
Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', { writable: true, value: () => {} });

// jsdom has no layout, so Mantine's focus trap finds no element it deems visible in an open menu
// and warns with the whole node (thousands of lines in the suite's log); in a browser it finds them.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap] Failed to find'))
    return;
  warn(...args);
};

void i18next.use(initReactI18next).init(i18nOptions('en-AU'));
// jsdom's browser prefers en-US; the tests' browser prefers the app's default, as the e2e one does.
Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => ['en-AU', 'en'] });

afterEach(() => {
  cleanup();
  for (const notification of getNotifications()) hideNotification(notification.id);
  window.localStorage.clear();
  // A test that changed the language (or a page that took a person's saved one) leaves none behind.
  void i18next.changeLanguage('en-AU');
  document.documentElement.lang = 'en-AU';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
