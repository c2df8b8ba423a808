import type { CreateSubject } from '../../../common/subjects/schema.ts';

export interface CreateSubjectValues {
  name: string;
  code: string;
}

/** The form counts as unsaved once the name or the code holds anything (spec 2.5). */
export function isCreateSubjectDirty(values: CreateSubjectValues): boolean {
  return values.name.trim() !== '' || values.code.trim() !== '';
}

/** What to send: the trimmed name, and the code only when one was typed. */
export function createSubjectBody(values: CreateSubjectValues, institutionId: number): CreateSubject {
  const code = values.code.trim();
  return { name: values.name.trim(), institutionId, ...(code ? { code } : {}) };
}
