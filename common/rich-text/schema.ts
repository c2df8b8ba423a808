import { z } from 'zod';
import { localizedRichTextOf } from './localized.ts';
import { richTextSchema } from './validation-schema.ts';
import { richTextIssues } from './validate.ts';

/** A stored rich-text document: ProseMirror JSON that fits the product's schema (extensions.ts). */
export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}
export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
}
export interface RichTextDocument extends RichTextNode {
  type: 'doc';
}

/**
 * Validates a document against the schema, refusing (never stripping) what it does not allow, with
 * a problem per path (`body.content.0.marks.1.attrs.href`). In JSON Schema (OpenAPI and the answer
 * serializer) it is an open object: the checks are this refinement's.
 */
export const zRichTextDocument = z
  .unknown()
  .superRefine((value, ctx) => {
    for (const issue of richTextIssues(richTextSchema, value))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: value });
  })
  .meta({
    description:
      'A ProseMirror document in the rich-text schema (doc, paragraphs, headings, lists, tables, images, equations, videos).',
  }) as unknown as z.ZodType<RichTextDocument>;

/**
 * Localized rich text (spec 3): a document per locale and the locale to fall back to, whose
 * document must be there.
 */
export const zLocalizedRichText = localizedRichTextOf(zRichTextDocument).superRefine((value, ctx) => {
  if (!value.localeToProsemirror[value.fallbackLocale])
    ctx.addIssue({
      code: 'custom',
      path: ['localeToProsemirror', value.fallbackLocale],
      message: 'is-not-present',
    });
});
export { zRichTextLocale } from './localized.ts';
export type LocalizedRichText = z.infer<typeof zLocalizedRichText>;
