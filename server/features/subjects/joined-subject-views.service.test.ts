import { describe, expect, it } from 'vitest';
import { JoinedSubjectViews, type SubjectView } from './joined-subject-views.service.ts';

const viewOf = (subjectId: number) =>
  ({
    subject: { id: subjectId },
    institution: { endpoint: 'school', code: 'S', name: 'School', expiresOn: null },
    viewerRole: 'STUDENT',
    viewerInstitutionRole: { roles: ['STUDENT'], isPending: false },
    instructors: [],
    studentCount: 1,
  }) as unknown as SubjectView;

describe('JoinedSubjectViews', () => {
  it('gives a view to the person it was offered for, for that subject, once', () => {
    const views = new JoinedSubjectViews(() => 0);
    views.offer('p-1', viewOf(7));
    expect(views.take('p-2', 7)).toBeNull();
    expect(views.take('p-1', 8)).toBeNull();
    expect(views.take('p-1', 7)?.subject.id).toBe(7);
    expect(views.take('p-1', 7)).toBeNull();
  });

  it('gives nothing once five seconds have passed', () => {
    let now = 0;
    const views = new JoinedSubjectViews(() => now);
    views.offer('p-1', viewOf(7));
    now = 5_000;
    expect(views.take('p-1', 7)).toBeNull();
    expect(views.size).toBe(0);
  });

  it('keeps at most 10,000 views, forgetting the oldest first', () => {
    const views = new JoinedSubjectViews(() => 0);
    for (let i = 0; i <= 10_000; i++) views.offer(`p-${i}`, viewOf(1));
    expect(views.size).toBe(10_000);
    expect(views.take('p-0', 1)).toBeNull();
    expect(views.take('p-10000', 1)).not.toBeNull();
  });
});
