import type { RichTextDocument } from '../../../common/rich-text/schema.ts';

interface Localized {
  fallbackLocale: string;
  localeToProsemirror: Partial<Record<string, RichTextDocument>>;
}

/** The document of a localized text for a locale ('EN_AU' or 'en-AU'), else the fallback locale's. */
export function documentFor(text: Localized | null | undefined, locale: string): RichTextDocument | null {
  if (!text) return null;
  const key = locale.replace('-', '_').toUpperCase();
  return text.localeToProsemirror[key] ?? text.localeToProsemirror[text.fallbackLocale] ?? null;
}
