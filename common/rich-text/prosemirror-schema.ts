import { getSchema } from '@tiptap/core';
import type { Schema } from '@tiptap/pm/model';
import { richTextExtensions } from './extensions.ts';

/** The schema Tiptap builds from the editor's extensions; the validator's is generated from it. */
export const richTextEditorSchema: Schema = getSchema(richTextExtensions);
