import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './offline-notice.module.css';
import { useServerReachable } from './server-reachability.ts';

/**
 * Says, while the browser is offline, that nothing changed now can be saved (changes fail at once);
 * and, while the browser is online but the server does not answer, that it cannot be reached.
 * Plain elements, not Mantine's: it is part of the first script every page loads.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
  const isReachable = useServerReachable();
  return (
    <div role="status" className={classes.area}>
      {!isOnline && (
        <p className={classes.notice}>
          <strong>{t('offline.title')}</strong> {t('offline.body')}
        </p>
      )}
      {isOnline && !isReachable && (
        <p className={classes.notice}>
          <strong>{t('offline.serverTitle')}</strong> {t('offline.serverBody')}
        </p>
      )}
    </div>
  );
}
