/**
 * What to do when a protected call answers 401 (the session ended). The app shell registers the
 * handler, so this module stays free of routing and can load with the first script.
 */
type UnauthorizedHandler = () => void;

let handler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(next: UnauthorizedHandler | null): void {
  handler = next;
}

export function notifyUnauthorized(): void {
  handler?.();
}
