import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './offline-notice.module.css';

/**
 * Says, while the browser is offline, that nothing changed now can be saved (changes fail at once).
 * Plain elements, not Mantine's: it is part of the first script every page loads.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
  return (
    <div role="status" className={classes.area}>
      {!isOnline && (
        <p className={classes.notice}>
          <strong>{t('offline.title')}</strong> {t('offline.body')}
        </p>
      )}
    </div>
  );
}
