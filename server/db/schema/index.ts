export * from './people.ts';
export * from './institutions.ts';
export * from './platform.ts';
export * from './subjects.ts';
export * from './jobs.ts';
export * from './invitations.ts';
export * from './outcomes.ts';
export * from './feature-flags.ts';
