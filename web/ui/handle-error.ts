import { i18next } from '../i18n/i18n.ts';
import { isApiError } from '../api/api-error.ts';
import { showNotification } from './notifications/notification-store.ts';

/** The translated sentence that explains an error to the person using the app. */
export function describeError(error: unknown): string {
  if (!isApiError(error)) return i18next.t('errors.generic');
  switch (error.code) {
    case 'network':
      return i18next.t('errors.network');
    case 'forbidden':
      return i18next.t('errors.forbidden');
    case 'not-found':
      return i18next.t('errors.notFound');
    case 'rate-limited':
      return i18next.t('errors.rateLimited');
    case 'unauthenticated':
      return i18next.t('errors.sessionEnded');
    case 'invalid-action':
      // The server says why the action cannot be done now, in a sentence written for people.
      return error.message || i18next.t('errors.generic');
    default:
      return i18next.t('errors.generic');
  }
}

/** The translated text of a context that is also a translation key, if it is one. */
function contextTitle(context: string): string | null {
  if (!i18next.isInitialized) return null;
  const text: unknown = i18next.getResource(
    i18next.resolvedLanguage ?? i18next.language,
    'translation',
    context,
  );
  return typeof text === 'string' ? text : null;
}

/**
 * The generic error handler: logs the error with its context and tells the person in a
 * notification. When the context is a translation key (for example
 * 'pending-institution-notification.action'), its text becomes the notification's title.
 */
export function handleError(error: unknown, context?: string): void {
  console.error(context ?? 'Unhandled error', error);
  const contextual = context ? contextTitle(context) : null;
  showNotification({
    tone: 'error',
    title: contextual ?? i18next.t('errors.title'),
    message: describeError(error),
  });
}
