import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates } from './database-templates.ts';

/** The API tests' run-wide setup: one migrated database per engine, cloned by each test file. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildDatabaseTemplates(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplates', templates);
  return remove;
}
