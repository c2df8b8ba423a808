import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CASE_FIXTURES, readCaseFixture } from './case-package.fixtures.ts';
import { caseVersionOf, validateCasePackage } from './case-package.schema.ts';

describe('validateCasePackage', () => {
  it.each(readdirSync(CASE_FIXTURES))('accepts %s against the CASE 1.0 and 1.1 schemas', (name) => {
    const pkg = readCaseFixture(name);
    expect(validateCasePackage(pkg)).toEqual({ version: '1.0', problems: [] });
    const v1p1 = { ...pkg, CFDocument: { ...pkg.CFDocument, caseVersion: '1.1' } };
    expect(validateCasePackage(v1p1)).toEqual({ version: '1.1', problems: [] });
  });

  it('reads the version from the CFDocument', () => {
    expect(caseVersionOf({ CFDocument: { caseVersion: '1.1' } })).toBe('1.1');
    expect(caseVersionOf({ CFDocument: {} })).toBe('1.0');
    expect(caseVersionOf(null)).toBe('1.0');
  });

  it('names each problem with the CFItem it concerns', () => {
    const pkg = readCaseFixture('SequenceNumberFramework.json') as unknown as {
      CFDocument: Record<string, unknown>;
      CFItems: Record<string, unknown>[];
    };
    delete pkg.CFItems[0]!.fullStatement;
    pkg.CFItems[1]!.lastChangeDateTime = 'yesterday';
    pkg.CFItems[1]!.colour = 'red';
    const item = (index: number) =>
      `CFItems[${index}] (${String(pkg.CFItems[index]!.identifier)}, ${String(pkg.CFItems[index]!.humanCodingScheme)})`;
    expect(validateCasePackage(pkg).problems).toEqual([
      { field: `${item(0)}.fullStatement`, message: 'is-not-present' },
      { field: `${item(1)}.lastChangeDateTime`, message: 'is-not-a-date' },
    ]);
    pkg.CFDocument.caseVersion = '1.1';
    expect(validateCasePackage(pkg).problems).toEqual([
      { field: `${item(0)}.fullStatement`, message: 'is-not-present' },
      { field: `${item(1)}.colour`, message: 'is-not-allowed' },
      { field: `${item(1)}.lastChangeDateTime`, message: 'is-not-a-date' },
    ]);
  });

  it('refuses what is not a package', () => {
    expect(validateCasePackage({ CFItems: [] }).problems).toEqual([
      { field: 'CFDocument', message: 'is-not-present' },
    ]);
    expect(validateCasePackage('text').problems).toEqual([{ field: 'CFPackage', message: 'is-invalid' }]);
  });
});
