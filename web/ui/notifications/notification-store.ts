/** A small store of on-screen notifications, shown by NotificationArea. */
export interface AppNotification {
  id: number;
  tone: 'error' | 'info' | 'success';
  title?: string;
  message: string;
  /** One action the person can take from the notification (e.g. undo); it closes the notification. */
  action?: { label: string; onClick: () => void };
}

type Listener = () => void;

const AUTO_CLOSE_MS = 10_000;
let notifications: readonly AppNotification[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showNotification(notification: Omit<AppNotification, 'id'>): number {
  const id = nextId++;
  notifications = [...notifications, { ...notification, id }];
  emit();
  setTimeout(() => hideNotification(id), AUTO_CLOSE_MS);
  return id;
}

export function hideNotification(id: number): void {
  if (!notifications.some((n) => n.id === id)) return;
  notifications = notifications.filter((n) => n.id !== id);
  emit();
}

export function subscribeToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNotifications(): readonly AppNotification[] {
  return notifications;
}
