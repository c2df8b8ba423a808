import { describe, expect, it } from 'vitest';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import {
  canActOnActivity,
  canSeeActivity,
  decideResponseAction,
  writesLessonsOf,
  type ActivityStanding,
} from './activities.policy.ts';

const person = { isInternalAdmin: false, principal: 'p-me' };
const at = (
  viewerRole: SubjectRoleName | null,
  status: 'draft' | 'published' = 'published',
): ActivityStanding => ({
  status,
  viewerRole,
  viewerInstitutionRole: viewerRole
    ? { roles: [viewerRole === 'INSTRUCTOR' ? 'SUBJECT_INSTRUCTOR' : 'STUDENT'], isPending: false }
    : null,
});

describe('the lessons policy', () => {
  it("lets the subject's teachers write and read drafts, and its students read and answer published lessons only", () => {
    expect(writesLessonsOf(person, at('INSTRUCTOR'))).toBe(true);
    expect(canActOnActivity(person, 'read', at('INSTRUCTOR', 'draft'))).toBe(true);
    expect(canActOnActivity(person, 'read', at('STUDENT', 'draft'))).toBe(false);
    expect(canActOnActivity(person, 'answer', at('STUDENT'))).toBe(true);
    expect(canActOnActivity(person, 'answer', at('ARCHIVED_STUDENT'))).toBe(false);
    expect(canActOnActivity(person, 'write', at('STUDENT'))).toBe(false);
  });

  it('shows a deleted lesson only to those who may restore it', () => {
    expect(canSeeActivity(person, at('INSTRUCTOR'), true)).toBe(true);
    expect(canSeeActivity(person, at('STUDENT'), true)).toBe(false);
    expect(canSeeActivity(person, at('STUDENT'), false)).toBe(true);
  });

  it("lets a student read their own answer and not mark it, and hides everyone else's", () => {
    expect(decideResponseAction(person, 'read', at('STUDENT'), 'p-me')).toBe('allowed');
    expect(decideResponseAction(person, 'mark', at('STUDENT'), 'p-me')).toBe('forbidden');
    expect(decideResponseAction(person, 'read', at('STUDENT'), 'p-other')).toBe('not-found');
    expect(decideResponseAction(person, 'read', at('STUDENT', 'draft'), 'p-me')).toBe('not-found');
    expect(decideResponseAction(person, 'mark', at('INSTRUCTOR'), 'p-other')).toBe('allowed');
    expect(decideResponseAction(person, 'read', null, 'p-me')).toBe('not-found');
  });
});
