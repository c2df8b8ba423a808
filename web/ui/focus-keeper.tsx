import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The page's main heading: the one focus goes to when it has nowhere better to be. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

function focusHeading(): void {
  const heading = pageHeading();
  if (!heading) return;
  // Focusable by script only: a heading is not a Tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/** Focus that a person could not have put there themselves: nowhere, or left behind in the header. */
function isStranded(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return !active.isConnected || active.closest('main') === null;
}

/**
 * Keeps keyboard focus where a person can use it. After a page change (not the first page load)
 * focus moves to the new page's main heading, so keyboard and screen-reader users start at what
 * changed; and whenever the focused element disappears (a deleted subject, a dialog or a notice
 * closing), focus goes to the page's heading instead of falling to `<body>`, from where the next
 * Tab would start at the top of the page again.
 */
export function FocusKeeper(): null {
  const { pathname } = useLocation();
  const isFirstPage = useRef(true);

  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    if (isStranded()) focusHeading();
  }, [pathname]);

  useEffect(() => {
    let lastFocused: Element | null = document.activeElement;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element) lastFocused = event.target;
    };
    const observer = new MutationObserver(() => {
      if (document.activeElement !== document.body && document.activeElement !== null) return;
      if (lastFocused && lastFocused !== document.body && !lastFocused.isConnected) {
        lastFocused = null;
        focusHeading();
      }
    });
    document.addEventListener('focusin', remember);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', remember);
      observer.disconnect();
    };
  }, []);

  return null;
}
