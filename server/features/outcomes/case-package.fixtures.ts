import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedCurriculaDir } from '../../test/shared-curricula.ts';
import type { CfPackage } from './case-package.mapper.ts';

/** The OpenSALT fixtures (synthetic text) stay beside the repository: tests only, never shipped. */
export const CASE_FIXTURES = path.join(sharedCurriculaDir(), 'case-schemas', 'opensalt-test-fixtures');

export const readCaseFixtureText = (name: string): string =>
  readFileSync(path.join(CASE_FIXTURES, name), 'utf8');

export const readCaseFixture = (name: string): CfPackage =>
  JSON.parse(readCaseFixtureText(name)) as CfPackage;
