/** A small store of on-screen notifications, shown by NotificationArea. */
export interface AppNotification {
  id: number;
  tone: 'error' | 'info' | 'success';
  title?: string;
  message: string;
  /** One action the person can take from the notification (e.g. undo); it closes the notification. */
  action?: { label: string; onClick: () => void };
  /** Move keyboard focus to the action as the notification appears (Undo right after a delete). */
  focusAction?: boolean;
}

type Listener = () => void;

/** How long a notification stays: longer when it offers an action, which takes reading and deciding. */
export const AUTO_CLOSE_MS = 10_000;
export const AUTO_CLOSE_WITH_ACTION_MS = 30_000;
/** More than this and the oldest go: a pile of notices hides the page and says nothing more. */
export const MAX_NOTIFICATIONS = 3;

let notifications: readonly AppNotification[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

function startTimer(notification: AppNotification): void {
  clearTimeout(timers.get(notification.id));
  const ms = notification.action ? AUTO_CLOSE_WITH_ACTION_MS : AUTO_CLOSE_MS;
  timers.set(
    notification.id,
    setTimeout(() => hideNotification(notification.id), ms),
  );
}

export function showNotification(notification: Omit<AppNotification, 'id'>): number {
  const shown: AppNotification = { ...notification, id: nextId++ };
  const kept = [...notifications, shown];
  for (const dropped of kept.slice(0, Math.max(0, kept.length - MAX_NOTIFICATIONS))) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  notifications = kept.slice(-MAX_NOTIFICATIONS);
  startTimer(shown);
  emit();
  return shown.id;
}

export function hideNotification(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (!notifications.some((n) => n.id === id)) return;
  notifications = notifications.filter((n) => n.id !== id);
  emit();
}

/**
 * Holds a notification open while the pointer or keyboard focus is on it (WCAG 2.2.1: nobody
 * loses an Undo while reading it); released, it gets its whole time again.
 */
export function holdNotification(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function releaseNotification(id: number): void {
  const notification = notifications.find((n) => n.id === id);
  if (notification) startTimer(notification);
}

export function subscribeToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNotifications(): readonly AppNotification[] {
  return notifications;
}
