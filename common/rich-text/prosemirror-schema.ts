import { getSchema } from '@tiptap/core';
import type { Schema } from '@tiptap/pm/model';
import { richTextExtensions } from './extensions.ts';

/** The ProseMirror schema every stored document is checked against and rendered through. */
export const richTextSchema: Schema = getSchema(richTextExtensions);
