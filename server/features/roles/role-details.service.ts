import type { InstitutionRole } from '../../../common/institutions/schema.ts';
import type { Person } from '../../../common/people/schema.ts';
import type { RoleLike } from '../../../common/roles/rules.ts';
import { toInstitutionBase } from '../institutions/institutions.mapper.ts';
import { findInstitutionRecords } from '../institutions/institutions.repo.ts';
import type { InstitutionRecord } from '../institutions/institutions.types.ts';
import { toPerson, toRole } from './roles.mapper.ts';
import { findPeople, findRolesOfPeople } from './roles.repo.ts';
import type { Db, RoleRow } from './roles.types.ts';

export interface RoleDetailOptions {
  includeInstitutions: boolean;
  includePersons: boolean;
  includeCommunicationMethods: boolean;
  /** Institutions the caller has already loaded, so they are not read twice. */
  knownInstitutions?: readonly InstitutionRecord[];
  /** Whether the viewer may see the holder of this role (person and e-mail). */
  mayShowPerson: (row: RoleRow) => boolean;
}

/**
 * Serializes role rows the viewer may see, with their institution, person and communication
 * methods attached on demand. At most three statements, however many roles.
 */
export async function presentRoles(
  db: Db,
  rows: readonly RoleRow[],
  options: RoleDetailOptions,
  now: Date,
): Promise<InstitutionRole[]> {
  const institutionIds = [...new Set(rows.map((r) => r.institutionId))];
  const shownPrincipals = [...new Set(rows.filter(options.mayShowPerson).map((r) => r.principal))];
  const needPeople = options.includePersons || options.includeCommunicationMethods;
  const [institutionRecords, peopleRows, rolesOfPeople] = await Promise.all([
    options.includeInstitutions && !options.knownInstitutions
      ? findInstitutionRecords(db, institutionIds)
      : (options.knownInstitutions ?? []),
    needPeople ? findPeople(db, shownPrincipals) : [],
    options.includePersons ? findRolesOfPeople(db, shownPrincipals) : [],
  ]);

  const institutions = new Map(institutionRecords.map((r) => [r.institution.id, toInstitutionBase(r, now)]));
  const rolesByPrincipal = new Map<string, RoleLike[]>();
  for (const role of rolesOfPeople) {
    const list = rolesByPrincipal.get(role.principal) ?? [];
    list.push(role);
    rolesByPrincipal.set(role.principal, list);
  }
  const persons = new Map<string, Person>(
    peopleRows.map((p) => [p.principal, toPerson(p, rolesByPrincipal.get(p.principal) ?? [])]),
  );

  return rows.map((row) => {
    const role: InstitutionRole = toRole(row);
    const person = options.mayShowPerson(row) ? persons.get(row.principal) : undefined;
    if (options.includeInstitutions) {
      const institution = institutions.get(row.institutionId);
      if (institution) role.institution = institution;
    }
    if (person && options.includePersons) role.person = person;
    if (person && options.includeCommunicationMethods)
      role.communicationMethods = [{ type: 'EMAIL', value: person.email }];
    return role;
  });
}
