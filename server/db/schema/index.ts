export * from './people.ts';
export * from './institutions.ts';
export * from './platform.ts';
