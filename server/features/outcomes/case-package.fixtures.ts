import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import { sharedCurriculaDir } from '../../test/shared-curricula.ts';
import { parseJsonLines } from './california-math.mapper.ts';
import type { CfAssociation, CfItem, CfPackage } from './case-package.types.ts';

/**
 * Real CASE packages for the importer's tests (see case-fixtures/SOURCE.md): the OpenSALT test
 * fixtures (synthetic text, beside the repository), OpenSALT's published sample framework (in
 * case-fixtures/), and California's mathematics standards as CASE Network 2 published them,
 * put in a CFPackage here from the records kept beside the repository. Tests only, never shipped.
 */
export const CASE_FIXTURES = path.join(sharedCurriculaDir(), 'case-schemas', 'opensalt-test-fixtures');
export const OWN_CASE_FIXTURES = fileURLToPath(new URL('./case-fixtures', import.meta.url));
export const OPENSALT_SAMPLE = path.join(OWN_CASE_FIXTURES, 'opensalt-what-standards-could-be.json');

export const readCaseFixtureText = (name: string): string =>
  readFileSync(path.join(CASE_FIXTURES, name), 'utf8');

export const readCaseFixture = (name: string): CfPackage =>
  JSON.parse(readCaseFixtureText(name)) as CfPackage;

/**
 * OpenSALT's sample framework with the two things its refusal names set right: the two
 * `sequenceNumber`s written as text ("1", "2") as numbers, and the item types' `description: null`
 * left out. Nothing else is touched.
 */
export function repairedOpenSaltSample(): CfPackage {
  const pkg = JSON.parse(readFileSync(OPENSALT_SAMPLE, 'utf8')) as {
    CFAssociations: { sequenceNumber?: unknown }[];
    CFDefinitions: { CFItemTypes: { description?: unknown }[] };
  };
  for (const association of pkg.CFAssociations)
    if (typeof association.sequenceNumber === 'string')
      association.sequenceNumber = Number(association.sequenceNumber);
  for (const type of pkg.CFDefinitions.CFItemTypes) if (type.description === null) delete type.description;
  return pkg as unknown as CfPackage;
}

interface CaliforniaNode {
  properties: {
    caseIdentifierUUID: string;
    caseIdentifierURI: string;
    description: string;
    statementCode?: string;
    statementType?: string;
    gradeLevel: string;
    dateModified: string;
    inLanguage?: string;
    author: string;
  };
  identifier: string;
}

/**
 * California's 1,467 mathematics items as one CASE 1.0 CFPackage: each record's CASE identifier,
 * URI, statement, code, type and grades as its CFItem, each `hasChild` edge an `isChildOf`
 * association, siblings numbered in code order. The CFDocument around them is ours (the records
 * name no document), with a uuid of its own.
 */
export function californiaCasePackage(): CfPackage {
  const folder = path.join(sharedCurriculaDir(), 'us-california-math');
  const nodes = parseJsonLines(
    readFileSync(path.join(folder, 'ca_math_standards.jsonl'), 'utf8'),
  ) as CaliforniaNode[];
  const edges = parseJsonLines(readFileSync(path.join(folder, 'ca_math_hierarchy.jsonl'), 'utf8')) as {
    identifier: string;
    source_identifier: string;
    target_identifier: string;
  }[];
  const documentId = stableOutcomeUuid('US_CALI_MATHS', 'CASE test package');
  const uri = (id: string) => `https://satchelcommons.com/ims/case/v1p0/CFItems/${id}`;
  const caseIdOf = new Map(nodes.map((node) => [node.identifier, node.properties.caseIdentifierUUID]));
  const items: CfItem[] = nodes.map(({ properties: p }) => ({
    identifier: p.caseIdentifierUUID,
    uri: p.caseIdentifierURI,
    fullStatement: p.description,
    ...(p.statementCode ? { humanCodingScheme: p.statementCode } : {}),
    ...(p.statementType ? { CFItemType: p.statementType } : {}),
    educationLevel: JSON.parse(p.gradeLevel) as string[],
    language: 'en',
    lastChangeDateTime: `${p.dateModified}T00:00:00+00:00`,
  }));
  const byId = new Map(items.map((item) => [item.identifier, item]));
  const parentOf = new Map(
    edges.map((edge) => [caseIdOf.get(edge.target_identifier)!, caseIdOf.get(edge.source_identifier)!]),
  );
  const key = (item: CfItem) => item.humanCodingScheme ?? item.fullStatement;
  const siblings = [...items].sort((a, b) => key(a).localeCompare(key(b), 'en', { numeric: true }));
  const association = (item: CfItem, index: number): CfAssociation & Record<string, unknown> => {
    const parent = parentOf.get(item.identifier);
    return {
      identifier: stableOutcomeUuid('US_CALI_MATHS', `isChildOf ${item.identifier}`),
      uri: `urn:case-test:association:${item.identifier}`,
      associationType: 'isChildOf',
      originNodeURI: { identifier: item.identifier, uri: uri(item.identifier), title: key(item) },
      destinationNodeURI: parent
        ? { identifier: parent, uri: uri(parent), title: key(byId.get(parent)!) }
        : {
            identifier: documentId,
            uri: `urn:case-test:document:${documentId}`,
            title: 'California mathematics',
          },
      sequenceNumber: index + 1,
      lastChangeDateTime: '2025-04-12T00:00:00+00:00',
    };
  };
  return {
    CFDocument: {
      identifier: documentId,
      uri: `urn:case-test:document:${documentId}`,
      title: 'California Common Core State Standards: Mathematics',
      creator: 'California Department of Education',
      officialSourceURL: 'https://www.cde.ca.gov/be/st/ss/documents/ccssmathstandardaug2013.pdf',
      lastChangeDateTime: '2025-04-12T00:00:00+00:00',
    },
    CFItems: items,
    CFAssociations: siblings.map(association),
  };
}
