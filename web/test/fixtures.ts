import type { Subject } from '../../common/subjects/schema.ts';

/** A subject as the API sends it; the test names what matters to it. */
export function aSubject(overrides: Partial<Subject> = {}): Subject {
  const id = overrides.id ?? 11;
  const name = overrides.name ?? `Subject ${id}`;
  return {
    id,
    institutionId: 1,
    name,
    namePlaintext: name,
    code: '',
    endpoint: 'app',
    isArchived: false,
    state: 'ready',
    subjectUrl: `/app/alpha-high-1/subject-${id}`,
    showSubjectCode: false,
    createdOn: '2026-02-01T00:00:00.000Z',
    deletedOn: null,
    permissions: { update: true },
    ...overrides,
  };
}
