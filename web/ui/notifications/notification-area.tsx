import { Button, Notification, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './notification-area.module.css';
import { getNotifications, hideNotification, subscribeToNotifications } from './notification-store.ts';

const COLOR = { error: 'red', info: 'blue', success: 'teal' } as const;

/** A polite live region in the corner; errors are announced assertively. */
export function NotificationArea() {
  const { t } = useTranslation();
  const notifications = useSyncExternalStore(subscribeToNotifications, getNotifications);
  return (
    <section className={classes.area} aria-label={t('notifications.region')}>
      {notifications.map((notification) => (
        <Notification
          key={notification.id}
          role={notification.tone === 'error' ? 'alert' : 'status'}
          color={COLOR[notification.tone]}
          title={notification.title}
          withBorder
          closeButtonProps={{ 'aria-label': t('notifications.close') }}
          onClose={() => hideNotification(notification.id)}
        >
          {notification.action ? (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{notification.message}</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  hideNotification(notification.id);
                  notification.action?.onClick();
                }}
              >
                {notification.action.label}
              </Button>
            </Stack>
          ) : (
            notification.message
          )}
        </Notification>
      ))}
    </section>
  );
}
