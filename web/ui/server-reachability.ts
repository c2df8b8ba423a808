import { onlineManager } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

/** How often the server is asked whether it is there, while the page is open and online. */
const CHECK_EVERY_MS = 20_000;

let isReachable = true;
const listeners = new Set<() => void>();

function setReachable(next: boolean): void {
  if (next === isReachable) return;
  isReachable = next;
  for (const listener of listeners) listener();
}

/** Asks the server's health endpoint; no answer at all, or a gateway's 502–504, is unreachable. */
export async function checkServer(): Promise<void> {
  if (!onlineManager.isOnline()) return;
  try {
    // Loaded when first asked, not with the page: the declarations bring Zod, which the first
    // page's JavaScript does without (web/size-budget.test.ts).
    const { getHealth } = await import('../../common/platform/endpoints.ts');
    const response = await fetch(getHealth.path, { cache: 'no-store' });
    setReachable(response.status < 502 || response.status > 504);
  } catch {
    setReachable(false);
  }
}

/**
 * Whether the server answers, checked when the page opens, every 20 s and when the page comes
 * back into view: so a person learns it cannot be reached (the browser still online) before an
 * action of theirs fails, and learns when it can be again.
 */
export function useServerReachable(): boolean {
  useEffect(() => {
    void checkServer();
    const timer = setInterval(() => void checkServer(), CHECK_EVERY_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkServer();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isReachable,
  );
}
