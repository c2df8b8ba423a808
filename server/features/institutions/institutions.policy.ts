import type { ActorLike, RoleLike } from '../../../common/roles/rules.ts';
import { ROLE_POLICY, standingAt, type InstitutionStanding } from '../roles/index.ts';

/**
 * Who may do what with an institution: a standing × action table over the standings of the roles
 * feature (roles/roles.policy.ts), which also decides who may see an institution at all. Everything
 * about institution access is derived from it: the predicates below and `authorizeInstitution`
 * (institutions.service.ts: 404, then 403). `role` is the actor's own role row there (null: none).
 *
 * - read: the institution and what it sends with it to its viewer;
 * - readAdmins: its admins and key contacts (with their e-mail addresses), whom its staff can ask;
 * - update: change it;
 * - changeProviderFields: change what decides access, billing or identity (PROVIDER_ONLY_FIELDS);
 * - delete: delete it.
 */
export const INSTITUTION_ACTIONS = [
  'read',
  'readAdmins',
  'update',
  'changeProviderFields',
  'delete',
] as const;
export type InstitutionAction = (typeof INSTITUTION_ACTIONS)[number];

/** Whoever may see an institution may read it: sight is membership's to decide. */
const row = (
  standing: InstitutionStanding,
  allowed: Omit<Record<InstitutionAction, boolean>, 'read'>,
): Readonly<Record<InstitutionAction, boolean>> => ({
  read: ROLE_POLICY[standing].seeInstitution,
  ...allowed,
});

/**
 * The table. A school is never deleted by its own staff, and its own admins may not extend its
 * expiry, move it into a district or merge it elsewhere. A pending role reads the institution but
 * not whom to ask.
 */
export const INSTITUTION_POLICY: Readonly<
  Record<InstitutionStanding, Readonly<Record<InstitutionAction, boolean>>>
> = {
  internalAdmin: row('internalAdmin', {
    readAdmins: true,
    update: true,
    changeProviderFields: true,
    delete: true,
  }),
  headOfScience: row('headOfScience', {
    readAdmins: true,
    update: true,
    changeProviderFields: false,
    delete: false,
  }),
  admin: row('admin', { readAdmins: true, update: true, changeProviderFields: false, delete: false }),
  subjectCreator: row('subjectCreator', {
    readAdmins: true,
    update: false,
    changeProviderFields: false,
    delete: false,
  }),
  teacher: row('teacher', { readAdmins: true, update: false, changeProviderFields: false, delete: false }),
  student: row('student', { readAdmins: false, update: false, changeProviderFields: false, delete: false }),
  member: row('member', { readAdmins: false, update: false, changeProviderFields: false, delete: false }),
  invited: row('invited', { readAdmins: false, update: false, changeProviderFields: false, delete: false }),
  none: row('none', { readAdmins: false, update: false, changeProviderFields: false, delete: false }),
};

export const canActOnInstitution = (
  actor: ActorLike,
  role: RoleLike | null,
  action: InstitutionAction,
): boolean => INSTITUTION_POLICY[standingAt(actor, role)][action];

/** The admins list and key contacts: whom a member can ask. */
export const canReadAdmins = (actor: ActorLike, role: RoleLike | null): boolean =>
  canActOnInstitution(actor, role, 'readAdmins');

/**
 * Fields that decide access, billing or identity rather than presentation: a school's own admins
 * must not extend their expiry, move the school into a district or merge it elsewhere.
 */
export const PROVIDER_ONLY_FIELDS = [
  'expiresOn',
  'assimilatedIntoInstitutionId',
  'districtUuid',
  'endpoint',
] as const;
