import type { Problem } from '../../../common/api/problems.ts';
import { zCreateSubject } from '../../../common/subjects/schema.ts';
import { PROBLEM_MESSAGES } from '../../../common/api/problems.ts';

export type CreateSubjectField = 'name' | 'code';
export type CreateSubjectProblems = Partial<Record<CreateSubjectField, Problem>>;

export interface CreateSubjectValues {
  name: string;
  code: string;
}

/** The form counts as unsaved once the name or the code holds anything (spec 2.5). */
export function isCreateSubjectDirty(values: CreateSubjectValues): boolean {
  return values.name.trim() !== '' || values.code.trim() !== '';
}

/** The first problem of each form field, from the API's problems (a field may be a dotted path). */
export function createSubjectProblems(problems: readonly Problem[]): CreateSubjectProblems {
  const result: CreateSubjectProblems = {};
  for (const problem of problems) {
    const field = problem.field.split(/[./]/).filter(Boolean).at(-1) ?? problem.field;
    if ((field === 'name' || field === 'code') && !result[field]) result[field] = problem;
  }
  return result;
}

const isProblemMessage = (message: string): message is Problem['message'] =>
  (PROBLEM_MESSAGES as readonly string[]).includes(message);

/** Checks the values against the creation contract before sending, with the API's problem keys. */
export function validateCreateSubject(values: CreateSubjectValues, institutionId: number): Problem[] {
  const code = values.code.trim();
  const parsed = zCreateSubject.safeParse({ name: values.name, institutionId, ...(code ? { code } : {}) });
  if (parsed.success) return [];
  const problems: Problem[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (problems.some((p) => p.field === field)) continue;
    const message = isProblemMessage(issue.message) ? issue.message : 'is-invalid';
    const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
    problems.push(max === undefined ? { field, message } : { field, message, max });
  }
  return problems;
}

/** What to send: the trimmed name, and the code only when one was typed. */
export function createSubjectBody(values: CreateSubjectValues, institutionId: number) {
  const code = values.code.trim();
  return { name: values.name.trim(), institutionId, ...(code ? { code } : {}) };
}
