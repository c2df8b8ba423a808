import { describe, expect, it } from 'vitest';
import { MEMBER_ROLE_FIELD as F, MEMBER_ROLE_RECORD as R } from './institutions.constants.ts';
import { parseMemberRoleText } from './institutions.mapper.ts';

const timestamps = '2026-01-02T03:04:05.678Z';

describe('parseMemberRoleText', () => {
  it('reads no text as no rows', () => {
    expect(parseMemberRoleText(null)).toEqual([]);
  });

  it('splits rows and fields, with a base only where one was read', () => {
    const text = [
      ['7', '00{STUDENT}[]', timestamps, ''].join(F),
      ['9', '10{ADMIN}[]', '', '{"id":9,"name":"A"}'].join(F),
    ].join(R);
    expect(parseMemberRoleText(text)).toEqual([
      { institutionId: 7, roleKey: '00{STUDENT}[]', timestamps, institution: null },
      { institutionId: 9, roleKey: '10{ADMIN}[]', timestamps: null, institution: { id: 9, name: 'A' } },
    ]);
  });

  it('gives up on a row that does not split into its four fields', () => {
    expect(parseMemberRoleText(['7', `00{A${F}B}[]`, timestamps, ''].join(F))).toBeNull();
    expect(parseMemberRoleText(['x', '00{STUDENT}[]', timestamps, ''].join(F))).toBeNull();
  });
});
