import type { Person } from '../../../common/people/schema.ts';
import type { RoleLike } from '../../../common/roles/rules.ts';
import type { InstitutionBase, InstitutionRole } from '../../../common/roles/schema.ts';
import { toPerson, toRole } from './roles.mapper.ts';
import { findPeople, findRolesOfPeople } from './roles.repo.ts';
import type { Db, RoleRow } from './roles.types.ts';

export interface RoleDetailOptions {
  /** The institutions to attach (includeInstitutions), from the memberships already read. */
  institutions?: ReadonlyMap<number, InstitutionBase>;
  includePersons: boolean;
  includeCommunicationMethods: boolean;
  /** Whether the viewer may see the holder of this role (person and e-mail). */
  mayShowPerson: (row: RoleRow) => boolean;
}

/**
 * Serializes role rows the viewer may see, with their institution, person and communication
 * methods attached on demand. At most two statements, however many roles.
 */
export async function presentRoles(
  db: Db,
  rows: readonly RoleRow[],
  options: RoleDetailOptions,
): Promise<InstitutionRole[]> {
  const shownPrincipals = [...new Set(rows.filter(options.mayShowPerson).map((r) => r.principal))];
  const needPeople = options.includePersons || options.includeCommunicationMethods;
  const [peopleRows, rolesOfPeople] = await Promise.all([
    needPeople ? findPeople(db, shownPrincipals) : [],
    options.includePersons ? findRolesOfPeople(db, shownPrincipals) : [],
  ]);

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
    const institution = options.institutions?.get(row.institutionId);
    if (institution) role.institution = institution;
    if (person && options.includePersons) role.person = person;
    if (person && options.includeCommunicationMethods)
      role.communicationMethods = [{ type: 'EMAIL', value: person.email }];
    return role;
  });
}
