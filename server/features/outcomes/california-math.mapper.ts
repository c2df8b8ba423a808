import { z } from 'zod';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import type { CurriculumImport, ImportedOutcome } from './outcomes.types.ts';

/**
 * California Common Core State Standards: Mathematics (`US_CALI_MATHS`), as the Learning Commons
 * Knowledge Graph publishes them (CC BY 4.0; each record keeps its own licence and attribution).
 * Standards are standards-based outcomes and their lettered components sub-standards; clusters,
 * domains, conceptual categories, grades and courses only place them (group, domain, topic).
 * Statement codes repeat (a high-school standard sits under its conceptual category and under each
 * course model that teaches it), so an outcome's uuid comes from its CASE identifier.
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

export function mapCaliforniaMath(standardsText: string, hierarchyText: string): CurriculumImport {
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

  const isOutcome = (node: Node | undefined): node is Node =>
    Boolean(node?.properties.statementType && node.properties.statementType in OUTCOME_TYPES);
  const uuidOf = (node: Node) => stableOutcomeUuid('US_CALI_MATHS', node.properties.caseIdentifierUUID);
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

  const outcomes: ImportedOutcome[] = inHierarchyOrder(nodes, childrenOf)
    .filter(isOutcome)
    .map((node) => {
      const chain = ancestors(node);
      const parent = byId.get(parentOf.get(node.identifier) ?? '');
      const { properties: p } = node;
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
            childrenIds: (childrenOf.get(node.identifier) ?? [])
              .map((id) => byId.get(id))
              .filter(isOutcome)
              .sort(byCode)
              .map(uuidOf),
            parentId: isOutcome(parent) ? uuidOf(parent) : null,
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
