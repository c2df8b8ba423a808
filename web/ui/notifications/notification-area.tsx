import { Button, Notification, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './notification-area.module.css';
import {
  getNotifications,
  hideNotification,
  holdNotification,
  releaseNotification,
  subscribeToNotifications,
  type AppNotification,
} from './notification-store.ts';

const COLOR = { error: 'red', info: 'blue', success: 'teal' } as const;

/**
 * A polite live region in the corner; errors are announced assertively. While notifications show,
 * the page gets room below its end for them, so they never sit over the last item of a list.
 */
export function NotificationArea() {
  const { t } = useTranslation();
  const notifications = useSyncExternalStore(subscribeToNotifications, getNotifications);
  const areaRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const area = areaRef.current;
    if (!area || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBlockEnd = area.offsetHeight > 0 ? `${area.offsetHeight + 16}px` : '';
    });
    observer.observe(area);
    return () => {
      observer.disconnect();
      document.body.style.paddingBlockEnd = '';
    };
  }, []);

  return (
    <section ref={areaRef} className={classes.area} aria-label={t('notifications.region')}>
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </section>
  );
}

function NotificationItem({ notification }: { notification: AppNotification }) {
  const { t } = useTranslation();
  const actionRef = useRef<HTMLButtonElement>(null);
  const { id, action } = notification;

  useEffect(() => {
    if (notification.focusAction) actionRef.current?.focus();
  }, [notification.focusAction]);

  return (
    <Notification
      role={notification.tone === 'error' ? 'alert' : 'status'}
      color={COLOR[notification.tone]}
      title={notification.title}
      withBorder
      closeButtonProps={{ 'aria-label': t('notifications.close') }}
      onClose={() => hideNotification(id)}
      onMouseEnter={() => holdNotification(id)}
      onMouseLeave={() => releaseNotification(id)}
      onFocus={() => holdNotification(id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) releaseNotification(id);
      }}
    >
      {action ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{notification.message}</Text>
          <Button
            ref={actionRef}
            size="xs"
            variant="light"
            onClick={() => {
              hideNotification(id);
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        </Stack>
      ) : (
        notification.message
      )}
    </Notification>
  );
}
