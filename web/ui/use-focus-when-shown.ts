import { useCallback, useEffect, useState } from 'react';

function moveFocusTo(element: HTMLElement): void {
  // A heading is made focusable by script only (not a Tab stop); a field already is focusable.
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Moves focus to the element with a given id as soon as it is in the page: at once if it is
 * there already, or when it is added. For what a person just created (a question, a row), whose
 * element appears only once the data that describes it has been rendered, however long that takes.
 */
export function useFocusWhenShown(): (elementId: string) => void {
  const [wanted, setWanted] = useState<string | null>(null);

  useEffect(() => {
    if (wanted === null) return;
    const arrive = (element: HTMLElement) => {
      observer.disconnect();
      moveFocusTo(element);
      setWanted(null);
    };
    const observer = new MutationObserver(() => {
      const element = document.getElementById(wanted);
      if (element) arrive(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const present = document.getElementById(wanted);
    if (present) queueMicrotask(() => arrive(present));
    return () => observer.disconnect();
  }, [wanted]);

  return useCallback((elementId: string) => setWanted(elementId), []);
}
