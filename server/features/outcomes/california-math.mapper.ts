import { z } from 'zod';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import type { CurriculumImport, ImportedOutcome } from './outcomes.types.ts';

/**
 * California Common Core State Standards: Mathematics (`US_CALI_MATHS`), as the Learning Commons
 * Knowledge Graph publishes them (CC BY 4.0; each record keeps its own licence and attribution).
 * Standards are standards-based outcomes and their lettered components sub-standards; clusters,
 * domains, conceptual categories, grades and courses only place them (group, domain, topic).
 * The export repeats a high-school standard under its conceptual category and under each course
 * model that teaches it: the copies are one outcome, with the courses as its `courses`. An
 * outcome's uuid comes from its first copy's CASE identifier.
 */

const zNode = z.object({
  type: z.literal('node'),
  identifier: z.string(),
  properties: z.object({
    statementType: z.string().optional(),
    statementCode: z.string().optional(),
    description: z.string(),
    gradeLevel: z.string(),
    caseIdentifierUUID: z.string(),
    license: z.string(),
    attributionStatement: z.string(),
    notes: z.string().optional(),
  }),
});
const zEdge = z.object({
  type: z.literal('relationship'),
  label: z.literal('hasChild'),
  source_identifier: z.string(),
  target_identifier: z.string(),
});
type Node = z.infer<typeof zNode>;

const OUTCOME_TYPES = { Standard: 'KNOWLEDGE', Component: 'SUBSTANDARD' } as const;
const GRADE_CODES: Record<string, string> = {
  '1': 'ONE',
  '2': 'TWO',
  '3': 'THREE',
  '4': 'FOUR',
  '5': 'FIVE',
  '6': 'SIX',
  '7': 'SEVEN',
  '8': 'EIGHT',
  '9–12': 'HS',
};

/** A JSON Lines file's records; a line that is not JSON names its line number. */
export function parseJsonLines(text: string): unknown[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line)
    .map(({ line, index }) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        throw new Error(`line ${index + 1} is not JSON`);
      }
    });
}

/** `["5"]` → FIVE, `["9","10","11","12"]` → HS, `["K"]` → K, `["K",…,"12"]` → K–12. */
export function californiaLevel(gradeLevel: string): string {
  const grades = z.array(z.string()).parse(JSON.parse(gradeLevel));
  const span = grades.length > 1 ? `${grades[0]}–${grades.at(-1)}` : (grades[0] ?? '');
  return GRADE_CODES[span] ?? span;
}

export const CALIFORNIA_LICENCE = 'CC BY 4.0';

const sortKey = (node: Node) => node.properties.statementCode ?? node.properties.description;
const byCode = (a: Node, b: Node) => sortKey(a).localeCompare(sortKey(b), 'en', { numeric: true });

/**
 * The export lists its records in no particular order: they are kept in the framework's own, each
 * parent before its children and siblings by code (4.NF.B.3 before 4.NF.B.3.a before 4.NF.B.4).
 */
function inHierarchyOrder(nodes: readonly Node[], childrenOf: ReadonlyMap<string, string[]>): Node[] {
  const byId = new Map(nodes.map((node) => [node.identifier, node]));
  const hasParent = new Set([...childrenOf.values()].flat());
  const ordered: Node[] = [];
  const visit = (node: Node) => {
    ordered.push(node);
    const children = (childrenOf.get(node.identifier) ?? []).flatMap((id) => byId.get(id) ?? []);
    children.sort(byCode).forEach(visit);
  };
  nodes
    .filter((node) => !hasParent.has(node.identifier))
    .sort(byCode)
    .forEach(visit);
  return ordered;
}

/** Codes a course numbers for itself (Calculus and AP Probability and Statistics both have a 1.0). */
const COURSE_NUMBERED = /^\d+\.\d+$/;

/** The framework's records and how they hang together. */
function readFramework(standardsText: string, hierarchyText: string) {
  const nodes = parseJsonLines(standardsText).map((record) => zNode.parse(record));
  const edges = parseJsonLines(hierarchyText).map((record) => zEdge.parse(record));
  const byId = new Map(nodes.map((node) => [node.identifier, node]));
  const parentOf = new Map(edges.map((edge) => [edge.target_identifier, edge.source_identifier]));
  const childrenOf = new Map<string, string[]>();
  for (const edge of edges)
    childrenOf.set(edge.source_identifier, [
      ...(childrenOf.get(edge.source_identifier) ?? []),
      edge.target_identifier,
    ]);
  const ancestors = (node: Node): Node[] => {
    const chain: Node[] = [];
    for (let id = parentOf.get(node.identifier); id; id = parentOf.get(id)) {
      const ancestor = byId.get(id);
      if (!ancestor) break;
      chain.push(ancestor);
    }
    return chain;
  };
  const nearest = (chain: Node[], ...types: string[]) =>
    chain.find((n) => types.includes(n.properties.statementType ?? ''))?.properties.description ?? null;
  /** Standards and components, each copy, in the framework's order. */
  const copiesInOrder = inHierarchyOrder(nodes, childrenOf).filter(isOutcome);
  return { nodes, byId, parentOf, childrenOf, ancestors, nearest, copiesInOrder };
}

const isOutcome = (node: Node | undefined): node is Node =>
  Boolean(node?.properties.statementType && node.properties.statementType in OUTCOME_TYPES);

/**
 * Every copy of a standard or component in the framework's order, as the platform held them
 * before a standard was one outcome (each its own uuid, its course or conceptual category its
 * topic): what migration 0026 starts from.
 */
export function californiaCopies(standardsText: string, hierarchyText: string) {
  const { copiesInOrder, ancestors, nearest } = readFramework(standardsText, hierarchyText);
  return copiesInOrder.map((node) => ({
    uuid: stableOutcomeUuid('US_CALI_MATHS', node.properties.caseIdentifierUUID),
    code: node.properties.statementCode ?? null,
    title: node.properties.description,
    type: OUTCOME_TYPES[node.properties.statementType as keyof typeof OUTCOME_TYPES],
    topic: nearest(ancestors(node), 'Course') ?? nearest(ancestors(node), 'Conceptual Category'),
  }));
}

export function mapCaliforniaMath(standardsText: string, hierarchyText: string): CurriculumImport {
  const { nodes, byId, parentOf, childrenOf, ancestors, nearest, copiesInOrder } = readFramework(
    standardsText,
    hierarchyText,
  );

  // A standard's copies (one per course model that teaches it) are one outcome: the first copy in
  // the framework's order (the conceptual category's, for a high-school standard) gives its uuid,
  // so the copy tags were moved onto (migration 0026) is the outcome that stays.
  const copies = new Map<string, Node[]>();
  const keyOf = new Map<string, string>();
  for (const node of copiesInOrder) {
    const code = node.properties.statementCode ?? node.identifier;
    const key = COURSE_NUMBERED.test(code) ? `${nearest(ancestors(node), 'Course')} ${code}` : code;
    keyOf.set(node.identifier, key);
    copies.set(key, [...(copies.get(key) ?? []), node]);
  }
  const uuidOfKey = new Map(
    [...copies].map(([key, [first]]) => [
      key,
      stableOutcomeUuid('US_CALI_MATHS', first!.properties.caseIdentifierUUID),
    ]),
  );
  const uuidOf = (node: Node) => uuidOfKey.get(keyOf.get(node.identifier)!)!;

  const outcomes: ImportedOutcome[] = [...copies.values()].map((all) => {
    const node = all[0]!;
    const chain = ancestors(node);
    const parent = byId.get(parentOf.get(node.identifier) ?? '');
    const { properties: p } = node;
    const children = all
      .flatMap((copy) => childrenOf.get(copy.identifier) ?? [])
      .map((id) => byId.get(id))
      .filter(isOutcome)
      .sort(byCode);
    return {
      uuid: uuidOf(node),
      code: p.statementCode ?? null,
      isOfficial: true,
      licence: p.license,
      attribution: p.attributionStatement,
      sourceRef: p.caseIdentifierUUID,
      variant: {
        kind: 'standardBasedLearningOutcome',
        value: {
          code: p.statementCode ?? '',
          title: p.description,
          isOfficial: true,
          type: OUTCOME_TYPES[p.statementType as keyof typeof OUTCOME_TYPES],
          level: californiaLevel(p.gradeLevel),
          // The domain, else what stands for one (a course, the mathematical practices).
          domain:
            nearest(chain, 'Domain') ??
            nearest(chain, 'Course', 'Conceptual Category') ??
            chain.at(-1)?.properties.description ??
            null,
          group: nearest(chain, 'Cluster'),
          subgroup: null,
          topic: nearest(chain, 'Course') ?? nearest(chain, 'Conceptual Category'),
          learningScale: null,
          childrenIds: [...new Set(children.map(uuidOf))],
          parentId: isOutcome(parent) ? uuidOf(parent) : null,
          notes: p.notes ?? null,
          courses: [
            ...new Set(all.map((copy) => nearest(ancestors(copy), 'Course')).filter((c) => c !== null)),
          ],
        },
      },
    };
  });

  const first = nodes[0]?.properties;
  return {
    curriculum: {
      code: 'US_CALI_MATHS',
      label: 'California Common Core State Standards: Mathematics',
      licence: CALIFORNIA_LICENCE,
      attribution:
        (first?.attributionStatement ?? '') +
        ' Common Core State Standards © 2010 National Governors Association Center for Best Practices (NGA Center) and Council of Chief State School Officers (CCSSO). All rights reserved.',
      source:
        'California Department of Education, California Common Core State Standards: Mathematics (2013), via the Learning Commons Knowledge Graph export v1.11.0',
    },
    outcomes,
  };
}
