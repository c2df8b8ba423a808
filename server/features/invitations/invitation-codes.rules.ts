import { randomInt } from 'node:crypto';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '../../../common/invitations/constants.ts';

/**
 * A new invitation code: INVITATION_CODE_LENGTH characters drawn uniformly from the unambiguous
 * alphabet with the operating system's CSPRNG (31^12, about 2^59 codes).
 */
export function generateInvitationCode(pick: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i++)
    code += INVITATION_CODE_ALPHABET[pick(INVITATION_CODE_ALPHABET.length)];
  return code;
}

/** The few characters of a code a log line may carry: enough to correlate, too few to use. */
export const codePrefixForLog = (code: string): string => `${code.slice(0, 3)}…(${code.length})`;
