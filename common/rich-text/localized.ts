import { z } from 'zod';
import { RICH_TEXT_LOCALES } from './constants.ts';

export const zRichTextLocale = z.enum(RICH_TEXT_LOCALES);

/**
 * Spec 3's localized rich text, `{ fallbackLocale, localeToProsemirror }`, over a document
 * contract. Kept apart from the schema so a contract can take the shape without loading the editor's
 * schema (outcome texts, written only by the curriculum import, are read with documents unchecked).
 */
export const localizedRichTextOf = <Document extends z.ZodType>(zDocument: Document) =>
  z.object({
    fallbackLocale: zRichTextLocale,
    localeToProsemirror: z.partialRecord(zRichTextLocale, zDocument),
  });
