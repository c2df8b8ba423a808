import type { Problem } from '../../../common/api/problems.ts';
import { problemsOf } from '../../../common/api/zod-problems.ts';
import {
  zUpdateInstitutionSettings,
  type InstitutionSettings,
  type UpdateInstitutionSettings,
} from '../../../common/school-admin/settings.ts';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';

/** A term as the form holds it: a key that stays with the row while others are added or removed. */
export interface TermDraft {
  key: number;
  name: string;
  startsOn: string;
  endsOn: string;
}

export interface SettingsDraft {
  name: string;
  timezone: string;
  defaultCurriculum: CurriculumCode;
  terms: TermDraft[];
}

let nextKey = 1;
export const newTermKey = (): number => nextKey++;

export function draftOf(settings: InstitutionSettings): SettingsDraft {
  return {
    name: settings.name,
    timezone: settings.timezone,
    defaultCurriculum: settings.defaultCurriculum,
    terms: settings.terms.map((term) => ({ ...term, key: newTermKey() })),
  };
}

export function bodyOf(draft: SettingsDraft): UpdateInstitutionSettings {
  return {
    name: draft.name.trim(),
    timezone: draft.timezone,
    defaultCurriculum: draft.defaultCurriculum,
    terms: draft.terms.map(({ name, startsOn, endsOn }) => ({ name: name.trim(), startsOn, endsOn })),
  };
}

/** Whether the form holds something other than what was last saved. */
export const isChanged = (draft: SettingsDraft, saved: SettingsDraft): boolean =>
  JSON.stringify(bodyOf(draft)) !== JSON.stringify(bodyOf(saved));

/**
 * Problems by field path, as the form names its inputs: 'name', 'timezone', 'defaultCurriculum',
 * 'terms' (the list itself), 'terms.1.endsOn'. The API names them the same, after 'body.'.
 */
export function problemsByPath(problems: readonly Problem[]): Record<string, Problem> {
  const byPath: Record<string, Problem> = {};
  for (const problem of problems) {
    const path = problem.field
      .replace(/^\//, '')
      .replaceAll('/', '.')
      .replace(/^body\.?/, '');
    const key = path === '' || path === '(root)' ? 'terms' : path;
    byPath[key] ??= problem;
  }
  return byPath;
}

/** What the contract finds wrong with the draft, before sending. */
export const checkDraft = (draft: SettingsDraft): Record<string, Problem> =>
  problemsByPath(problemsOf(zUpdateInstitutionSettings, bodyOf(draft)));

/** The order inputs are focused in when the first problem is shown. */
export function fieldOrder(draft: SettingsDraft): string[] {
  return [
    'name',
    'timezone',
    'defaultCurriculum',
    'terms',
    ...draft.terms.flatMap((_, i) => [`terms.${i}.name`, `terms.${i}.startsOn`, `terms.${i}.endsOn`]),
  ];
}
