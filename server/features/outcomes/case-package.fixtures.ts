import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CfPackage } from './case-package.mapper.ts';

/** The OpenSALT fixtures (synthetic text) stay beside the repository: tests only, never shipped. */
export const CASE_FIXTURES = path.resolve(
  fileURLToPath(new URL('../../../', import.meta.url)),
  '../shared/curricula/case-schemas/opensalt-test-fixtures',
);

export const readCaseFixtureText = (name: string): string =>
  readFileSync(path.join(CASE_FIXTURES, name), 'utf8');

export const readCaseFixture = (name: string): CfPackage =>
  JSON.parse(readCaseFixtureText(name)) as CfPackage;
