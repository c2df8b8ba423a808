import { z } from 'zod';
import { zInstitutionId } from '../roles/schema.ts';
import { LEARNING_SCALE_KEYS, type LearningScaleKey, type OutcomeLocale } from './constants.ts';
import { zLearningScale, zOutcomeUuid, type LearningScale, type LocalizedRichText } from './schema.ts';

/**
 * A school's own learning scale for an outcome: no official scale text is published for most
 * standards, so a school may write what each level means to it. It is always marked not official,
 * and it is plain text (one paragraph per line), stored and answered as spec 3's localized rich
 * text.
 */

/** The most characters one level's text may hold. */
export const SCHOOL_SCALE_TEXT_MAX = 2000;
export const SCALE_KEYS = Object.values(LEARNING_SCALE_KEYS) as LearningScaleKey[];

export const zSchoolScaleParams = z.object({ institutionId: zInstitutionId, uuid: zOutcomeUuid });

const zLevelText = z.string().trim().max(SCHOOL_SCALE_TEXT_MAX, { error: 'above-max-length' });

/** Each level's text; a level left out or blank has none. */
export const zSchoolScaleBody = z.object({
  levels: z.strictObject(
    Object.fromEntries(SCALE_KEYS.map((key) => [key, zLevelText.optional()])) as Record<
      LearningScaleKey,
      z.ZodOptional<typeof zLevelText>
    >,
  ),
});
export type SchoolScaleBody = z.infer<typeof zSchoolScaleBody>;

export const zSchoolScale = z.object({
  institutionId: z.number().int(),
  learningOutcomeUuid: zOutcomeUuid,
  isOfficial: z.literal(false),
  learningScale: zLearningScale,
  /** Who last changed it and when; null while the school has written nothing. */
  updatedBy: z.string().nullable(),
  updatedOn: z.iso.datetime().nullable(),
});
export type SchoolScale = z.infer<typeof zSchoolScale>;

/** Plain text as a ProseMirror document: a paragraph per line. */
export function plainTextToLocalizedRichText(text: string, locale: OutcomeLocale): LocalizedRichText {
  const paragraphs = text.split(/\r?\n/).map((line) => line.trim());
  return {
    fallbackLocale: locale,
    localeToProsemirror: {
      [locale]: {
        type: 'doc',
        content: paragraphs.map((line) => ({
          type: 'paragraph',
          ...(line ? { content: [{ type: 'text', text: line }] } : {}),
        })),
      },
    },
  };
}

interface PlainDoc {
  content?: { content?: { text?: string }[] }[];
}

/** A localized rich text's words in one locale (else its fallback), a line per paragraph. */
export function localizedRichTextToPlainText(
  value: LocalizedRichText | null | undefined,
  locale?: OutcomeLocale,
): string {
  if (!value) return '';
  const doc = (value.localeToProsemirror[locale ?? value.fallbackLocale] ??
    value.localeToProsemirror[value.fallbackLocale]) as PlainDoc | undefined;
  return (doc?.content ?? [])
    .map((block) => (block.content ?? []).map((inline) => inline.text ?? '').join(''))
    .join('\n');
}

/** A scale's levels as plain text, every level present ('' where none). */
export function scaleAsPlainText(scale: LearningScale | null | undefined): Record<LearningScaleKey, string> {
  return Object.fromEntries(
    SCALE_KEYS.map((key) => [key, localizedRichTextToPlainText(scale?.[key])]),
  ) as Record<LearningScaleKey, string>;
}
