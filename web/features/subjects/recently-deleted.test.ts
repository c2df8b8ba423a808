import { describe, expect, it } from 'vitest';
import { daysLeftToRestore, recentlyDeletedSubjects } from './recently-deleted.ts';

const now = new Date('2026-11-26T12:00:00Z');
const subject = (id: number, deletedOn: string | null, institutionId = 1) => ({
  subject: { id, institutionId, deletedOn },
});

describe('recently deleted subjects', () => {
  it("lists this school's subjects deleted in the last 30 days, newest first, each once", () => {
    const roles = [
      subject(1, null),
      subject(2, '2026-11-20T09:00:00Z'),
      subject(3, '2026-11-25T09:00:00Z'),
      subject(3, '2026-11-25T09:00:00Z'),
      subject(4, '2026-10-26T11:00:00Z'),
      subject(5, '2026-11-24T09:00:00Z', 2),
    ];
    expect(recentlyDeletedSubjects(roles, 1, now).map((s) => s.id)).toEqual([3, 2]);
  });

  it('counts the whole days left to restore, never fewer than one while it can be', () => {
    expect(daysLeftToRestore('2026-11-26T11:00:00Z', now)).toBe(30);
    expect(daysLeftToRestore('2026-10-29T12:00:00Z', now)).toBe(2);
    expect(daysLeftToRestore('2026-10-27T13:00:00Z', now)).toBe(1);
  });
});
