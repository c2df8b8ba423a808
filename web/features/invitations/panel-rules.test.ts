import { describe, expect, it } from 'vitest';
import { aRoleInvitation } from '../../test/fixtures.ts';
import type { RoleInvitation } from '../../../common/invitations/schema.ts';
import {
  checkEmailList,
  currentClassCode,
  joinedNewestFirst,
  needsClassCode,
  pendingEmailInvitations,
  refusedEntries,
} from './panel-rules.ts';

const invitation = (overrides: Partial<RoleInvitation> = {}) =>
  aRoleInvitation({ code: 'aaaabbbbcccc', redirectUrl: null, ...overrides });

describe('the class code', () => {
  it('is the newest multi-use student invitation, on or off', () => {
    const old = invitation({ code: 'old', isActive: false, createdOn: '2026-01-01T00:00:00Z' });
    const current = invitation({ code: 'new', isActive: false, createdOn: '2026-02-01T00:00:00Z' });
    const emailed = invitation({
      code: 'mail',
      isMultiUse: false,
      emailAddress: 'a@b.test',
      createdOn: '2026-03-01T00:00:00Z',
    });
    expect(currentClassCode([old, current, emailed])?.code).toBe('new');
    expect(currentClassCode([emailed])).toBeNull();
  });

  it('is made when there is none or only an expired one, never when it was turned off', () => {
    expect(needsClassCode(null)).toBe(true);
    expect(needsClassCode(invitation({ isExpired: true, isValid: false }))).toBe(true);
    expect(needsClassCode(invitation({ isActive: false, isValid: false }))).toBe(false);
    expect(needsClassCode(invitation())).toBe(false);
  });
});

describe('pending e-mail invitations', () => {
  it('are the valid single-use invitations bound to an address', () => {
    const pending = invitation({ code: 'p', isMultiUse: false, emailAddress: 'a@b.test' });
    const used = invitation({
      code: 'u',
      isMultiUse: false,
      emailAddress: 'c@b.test',
      isActive: false,
      isValid: false,
    });
    expect(pendingEmailInvitations([invitation(), pending, used]).map((i) => i.code)).toEqual(['p']);
  });
});

describe('who joined', () => {
  it('lists the newest first', () => {
    const rows = joinedNewestFirst([
      { code: 'c', principal: 'a', fullName: 'A', acceptedOn: '2026-01-01T00:00:00Z' },
      { code: 'c', principal: 'b', fullName: 'B', acceptedOn: '2026-01-02T00:00:00Z' },
    ]);
    expect(rows.map((r) => r.fullName)).toEqual(['B', 'A']);
  });
});

describe('a pasted list of addresses', () => {
  it('keeps every address of a list pasted from a spreadsheet or mail client', () => {
    expect(checkEmailList('a@school.test, b@school.test;\nc@school.test')).toEqual({
      kind: 'ok',
      addresses: ['a@school.test', 'b@school.test', 'c@school.test'],
    });
  });

  it('names every entry that is not an address, and sends nothing', () => {
    expect(checkEmailList('a@school.test, Kim Lee, b@school')).toEqual({
      kind: 'not-addresses',
      entries: ['Kim', 'Lee', 'b@school'],
    });
  });

  it('asks for at least one, and at most 200', () => {
    expect(checkEmailList(' \n ,')).toEqual({ kind: 'empty' });
    const many = Array.from({ length: 201 }, (_, i) => `p${i}@school.test`).join('\n');
    expect(checkEmailList(many)).toEqual({ kind: 'too-many', count: 201, max: 200 });
  });

  it('names the entries the API refused, by their index in what was sent', () => {
    expect(
      refusedEntries(
        [
          { field: 'emailAddresses.1', message: 'is-not-an-email' },
          { field: 'emailAddresses.1', message: 'is-not-an-email' },
        ],
        ['a@school.test', 'x@y'],
      ),
    ).toEqual({ entries: ['x@y'], hasListProblem: false });
    expect(refusedEntries([{ field: 'emailAddresses', message: 'above-max-length' }], [])).toEqual({
      entries: [],
      hasListProblem: true,
    });
  });
});
