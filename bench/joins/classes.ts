/**
 * The classes a large customer already has when one more class joins: at every institution
 * SUBJECTS_PER_INSTITUTION subjects, each with a multi-use code; every accepted student role there
 * is a student of one of them, who joined with its code (an acceptance each, a month ago), and
 * every teacher instructs one. Without them the tables a join writes start nearly empty, so their
 * statistics, and the plans made from them, would change every few seconds of the run; a
 * deployment at this scale never sees that, and autovacuum would leave tables this size alone
 * while one class joins.
 */
export const SUBJECTS_PER_INSTITUTION = 12;

export function existingClassesStatements(): string[] {
  return [
    `insert into subjects (institution_id, name, name_plaintext, code)
       select i.id, 'Class ' || k, 'Class ' || k, 'class-' || k
       from institutions i cross join generate_series(1, ${SUBJECTS_PER_INSTITUTION}) k`,
    `insert into subject_roles (subject_id, principal, institution_id, role)
       select s.id, r.principal, r.institution_id,
              case when 'STUDENT' = any(r.roles) then 'STUDENT' else 'INSTRUCTOR' end
       from institution_roles r
       join subjects s on s.institution_id = r.institution_id
        and s.code = 'class-' || (1 + abs(hashtext(r.principal)) % ${SUBJECTS_PER_INSTITUTION})
       where not r.is_pending`,
    `insert into role_invitations (code, institution_id, subject_id, is_multi_use, student_mob_id)
       select 'bench-class-' || s.id, s.institution_id, s.id, true, s.id
       from subjects s where s.code like 'class-%'`,
    `insert into invitation_acceptances (code, principal, institution_id, subject_id, accepted_on)
       select 'bench-class-' || r.subject_id, r.principal, r.institution_id, r.subject_id,
              now() - interval '30 days'
       from subject_roles r join subjects s on s.id = r.subject_id
       where r.role = 'STUDENT' and s.code like 'class-%'`,
  ];
}
