import { describe, expect, it } from 'vitest';
import type { RoleLike } from '../../../common/roles/rules.ts';
import { INSTITUTION_STANDINGS, ROLE_POLICY, type InstitutionStanding } from '../roles/index.ts';
import {
  INSTITUTION_ACTIONS,
  INSTITUTION_POLICY,
  canActOnInstitution,
  type InstitutionAction,
} from './institutions.policy.ts';

const member = { isInternalAdmin: false };
const accepted = (...roles: RoleLike['roles']): RoleLike => ({ roles, isPending: false });

const WHO: Record<InstitutionStanding, { actor: { isInternalAdmin: boolean }; role: RoleLike | null }> = {
  internalAdmin: { actor: { isInternalAdmin: true }, role: null },
  headOfScience: { actor: member, role: accepted('HEAD_OF_SCIENCE') },
  admin: { actor: member, role: accepted('ADMIN') },
  subjectCreator: { actor: member, role: accepted('SUBJECT_CREATOR') },
  teacher: { actor: member, role: accepted('SUBJECT_INSTRUCTOR') },
  student: { actor: member, role: accepted('STUDENT') },
  member: { actor: member, role: accepted() },
  invited: { actor: member, role: { roles: [], isPending: true, pendingMemberships: [{ role: 'ADMIN' }] } },
  none: { actor: member, role: null },
};

/** The rules of spec 6 and 7, written out: what each standing may do with the institution. */
const ALLOWED: Record<InstitutionStanding, InstitutionAction[]> = {
  internalAdmin: ['read', 'readAdmins', 'update', 'changeProviderFields', 'delete'],
  headOfScience: ['read', 'readAdmins', 'update'],
  admin: ['read', 'readAdmins', 'update'],
  subjectCreator: ['read', 'readAdmins'],
  teacher: ['read', 'readAdmins'],
  student: ['read'],
  member: ['read'],
  invited: ['read'],
  none: [],
};

describe('institutions policy', () => {
  const cases = INSTITUTION_STANDINGS.flatMap((standing) =>
    INSTITUTION_ACTIONS.map((action) => [standing, action, ALLOWED[standing].includes(action)] as const),
  );

  it.each(cases)('%s may %s: %s', (standing, action, allowed) => {
    const { actor, role } = WHO[standing];
    expect(canActOnInstitution(actor, role, action)).toBe(allowed);
  });

  it('reads an institution exactly where membership lets one see it', () => {
    for (const standing of INSTITUTION_STANDINGS)
      expect(INSTITUTION_POLICY[standing].read).toBe(ROLE_POLICY[standing].seeInstitution);
  });
});
