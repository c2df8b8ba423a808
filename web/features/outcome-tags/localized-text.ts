import { LEARNING_SCALE_KEYS, type ProficiencyLevel } from '../../../common/outcomes/constants.ts';
import type { LearningScale } from '../../../common/outcomes/schema.ts';
import { RICH_TEXT_LOCALES, type RichTextLocale } from '../../../common/rich-text/constants.ts';
import type { LocalizedRichText, RichTextDocument, RichTextNode } from '../../../common/rich-text/schema.ts';

/** The rich-text locale of an interface language ('en-US' → 'EN_US'); EN_AU when there is none. */
export function richTextLocaleOf(language: string): RichTextLocale {
  const key = language.replace('-', '_').toUpperCase();
  return (RICH_TEXT_LOCALES as readonly string[]).includes(key) ? (key as RichTextLocale) : 'EN_AU';
}

interface AnyLocalized {
  fallbackLocale: string;
  localeToProsemirror: Partial<Record<string, unknown>>;
}

/** Which locale's document of a localized text is shown in a language: its own, else the fallback. */
function shownLocale(text: AnyLocalized, language: string): string {
  const own = richTextLocaleOf(language);
  return text.localeToProsemirror[own] ? own : text.fallbackLocale;
}

/** True when a document holds no text and nothing else but empty paragraphs. */
export function isBlankDocument(node: RichTextNode | null | undefined): boolean {
  if (!node) return true;
  if (node.type === 'text') return !node.text?.trim();
  if (node.type !== 'doc' && node.type !== 'paragraph') return false;
  return (node.content ?? []).every(isBlankDocument);
}

/** The document of a localized text shown in a language, blank or not (what an editor edits). */
export function documentShownIn(text: LocalizedRichText | null | undefined, language: string) {
  return text?.localeToProsemirror[shownLocale(text, language) as RichTextLocale] ?? null;
}

/**
 * The document of a localized text to read in a language, none when it is blank. Outcome texts
 * (learning scales) come unchecked from the curriculum import; RichTextView draws only the
 * schema's nodes, so handing it one is safe.
 */
export function readableDocument(
  text: AnyLocalized | null | undefined,
  language: string,
): RichTextNode | null {
  if (!text) return null;
  const doc = text.localeToProsemirror[shownLocale(text, language)] as RichTextNode | undefined;
  return doc && !isBlankDocument(doc) ? doc : null;
}

/** A level's text in an outcome's learning scale, if it has one that is not blank. */
export function scaleLevelDocument(
  scale: LearningScale | null | undefined,
  level: ProficiencyLevel,
  language: string,
): RichTextNode | null {
  return readableDocument(scale?.[LEARNING_SCALE_KEYS[level]], language);
}

/**
 * A localized text with the document shown in `language` replaced by `doc`: the teacher edits
 * what they see. A new text falls back to the language it was written in; a text left blank in
 * every locale is null.
 */
export function withShownDocument(
  text: LocalizedRichText | null,
  doc: RichTextDocument,
  language: string,
): LocalizedRichText | null {
  const locale = text ? (shownLocale(text, language) as RichTextLocale) : richTextLocaleOf(language);
  const next: LocalizedRichText = {
    fallbackLocale: text?.fallbackLocale ?? locale,
    localeToProsemirror: { ...text?.localeToProsemirror, [locale]: doc },
  };
  const isBlank = Object.values(next.localeToProsemirror).every((document) => isBlankDocument(document));
  return isBlank ? null : next;
}
