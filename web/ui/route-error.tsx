import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import classes from './route-error.module.css';

/**
 * The router's error boundary: a page that failed to load or render, most often a stale chunk
 * after a deploy. Plain elements only, so it still works when the UI kit's chunk is what failed.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  return (
    <main className={classes.page}>
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      <button type="button" className={classes.button} onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </main>
  );
}
