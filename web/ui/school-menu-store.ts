import { useSyncExternalStore } from 'react';

/** A link in the header's menu to one of the school's pages (Staff, Usage, Billing, Settings). */
export interface SchoolMenuLink {
  key: string;
  label: string;
  to: string;
}

/** The school the page on screen is about, with the admin pages its viewer may open. */
export interface SchoolMenu {
  schoolName: string;
  links: readonly SchoolMenuLink[];
}

type Listener = () => void;

let current: SchoolMenu | null = null;
const listeners = new Set<Listener>();

/**
 * Set by the page showing a school (null when it goes), read by the header, which sits outside
 * the page's route. Empty link lists are kept as null: the menu then shows no school section.
 */
export function setSchoolMenu(menu: SchoolMenu | null): void {
  const next = menu && menu.links.length > 0 ? menu : null;
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSchoolMenu(): SchoolMenu | null {
  return useSyncExternalStore(subscribe, () => current);
}
