import { describe, expect, it } from 'vitest';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '../../../common/invitations/constants.ts';
import { formatInvitationCode, normaliseInvitationCode } from '../../../common/invitations/rules.ts';
import { codePrefixForLog, generateInvitationCode } from './invitation-codes.rules.ts';

describe('generated invitation codes', () => {
  it('are 12 characters from the unambiguous alphabet, at least the 10 the issue asks', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateInvitationCode();
      expect(code).toHaveLength(INVITATION_CODE_LENGTH);
      expect(INVITATION_CODE_LENGTH).toBeGreaterThanOrEqual(10);
      expect([...code].every((c) => INVITATION_CODE_ALPHABET.includes(c))).toBe(true);
    }
  });

  it('draw every character of the alphabet through the random source', () => {
    let n = 0;
    const code = generateInvitationCode((max) => n++ % max);
    expect(code).toBe(INVITATION_CODE_ALPHABET.slice(0, INVITATION_CODE_LENGTH));
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) for (const c of generateInvitationCode()) seen.add(c);
    expect(seen.size).toBe(INVITATION_CODE_ALPHABET.length);
  });

  it('survive being read aloud and typed back', () => {
    const code = generateInvitationCode();
    expect(normaliseInvitationCode(formatInvitationCode(code))).toBe(code);
  });

  it('appear in logs only as a short prefix', () => {
    expect(codePrefixForLog('k7qmx2npwsab')).toBe('k7q…(12)');
  });
});
