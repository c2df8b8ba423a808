import { Schema } from '@tiptap/pm/model';
import { RICH_TEXT_SCHEMA_SPEC } from './schema-spec.generated.ts';

/**
 * The rich-text schema built from its generated spec, without Tiptap: the same nodes, marks,
 * content and attributes the editor's extensions make (a test holds the two together), so that
 * checking a document on a page that only shows lessons does not load the editor.
 */
export const richTextSchema: Schema = new Schema(RICH_TEXT_SCHEMA_SPEC);
