import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CASE_FIXTURES,
  OPENSALT_SAMPLE,
  readCaseFixture,
  repairedOpenSaltSample,
} from './case-package.fixtures.ts';
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
    const lastChange = {
      field: `${item(1)}.lastChangeDateTime`,
      message: 'expected a date and time such as 2024-01-31T09:00:00+00:00, got "yesterday"',
    };
    expect(validateCasePackage(pkg).problems).toEqual([
      { field: `${item(0)}.fullStatement`, message: 'missing: CASE 1.0 requires it' },
      lastChange,
    ]);
    pkg.CFDocument.caseVersion = '1.1';
    expect(validateCasePackage(pkg).problems).toEqual([
      { field: `${item(0)}.fullStatement`, message: 'missing: CASE 1.1 requires it' },
      { field: `${item(1)}.colour`, message: 'not a field CASE 1.1 has here' },
      lastChange,
    ]);
  });

  it('refuses what is not a package', () => {
    expect(validateCasePackage({ CFItems: [] }).problems).toEqual([
      { field: 'CFDocument', message: 'missing: CASE 1.0 requires it' },
    ]);
    expect(validateCasePackage('text').problems).toEqual([
      { field: 'the package', message: 'expected an object, got "text"' },
    ]);
  });

  it("says what was expected of OpenSALT's published sample, and what it holds instead", () => {
    const pkg = JSON.parse(readFileSync(OPENSALT_SAMPLE, 'utf8')) as unknown;
    expect(validateCasePackage(pkg).problems).toEqual([
      {
        field: 'CFAssociations[15] (a7364b9e-91e7-4b09-875f-5eab0d3e6f7c).sequenceNumber',
        message: 'expected an integer, got "1"',
      },
      {
        field: 'CFAssociations[31] (fd349663-3904-4f28-b27d-9b07e6d0165c).sequenceNumber',
        message: 'expected an integer, got "2"',
      },
      ...[
        '5b5f9983-eabb-4661-aca4-9e0c81046772',
        'bbc1a9ba-640e-4bf2-a52c-b1cec75b4ee7',
        '25e51172-9ee2-4990-806f-1bceb32633d1',
      ].map((id, index) => ({
        field: `CFDefinitions.CFItemTypes[${index}] (${id}).description`,
        message: 'expected text, got null',
      })),
    ]);
    expect(validateCasePackage(repairedOpenSaltSample()).problems).toEqual([]);
  });
});
