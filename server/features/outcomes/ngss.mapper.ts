import { z } from 'zod';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import type { NgssPart } from '../../../common/outcomes/schema.ts';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import type { CurriculumImport } from './outcomes.types.ts';

/**
 * NGSS performance expectations (ASN export of the 2013 standards), each an outcome of `US`, and
 * the high-school ones of `US_HS` too. An outcome carries its performance expectation and the
 * foundation-box practices, core ideas and crosscutting concepts as its SEP, DCI and CCC parts.
 * A part is one per dimension (spec 3), so where a performance expectation lists several elements
 * of one dimension the part holds them all: codes joined with ', ', texts one per line, as
 * published. Its clarification statement, assessment boundary and connections (nature of science,
 * engineering, Common Core) are kept as published too: they help a teacher choose.
 */

const zConnection = z.object({ category: z.string(), text: z.string() });
const zElement = z.object({ asn_id: z.string(), text: z.string(), willard_code: z.string().nullish() });
const zPeFile = z.object({
  meta: z.object({ source: z.string(), rights: z.string(), notice: z.string() }),
  performance_expectations: z.array(
    z.object({
      code: z.string().min(1),
      asn_id: z.string(),
      grade_band: z.string(),
      dci_group_code: z.string().nullable(),
      dci_group_title: z.string().nullable(),
      ngss_topic: z.string().nullable(),
      statement: z.string().min(1),
      clarification_statement: z.string().nullish(),
      assessment_boundary: z.string().nullish(),
      sep: z.array(zElement.extend({ category: z.string() })),
      dci: z.array(zElement.extend({ dci_code: z.string(), dci_title: z.string() })),
      ccc: z.array(zElement.extend({ category: z.string() })),
      connections_nature_of_science: z.array(zConnection).default([]),
      connections_engineering_technology: z.array(zConnection).default([]),
      ccss_alignments: z.array(z.string()).default([]),
    }),
  ),
});
const zFoundationFile = z.object({
  elements: z.array(z.object({ asn_id: z.string(), category_code: z.string().nullable() })),
});

type Element = z.infer<typeof zElement> & { code: string; topicId: string; topicDescription: string };

const distinct = (values: readonly (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];
const joined = (values: readonly (string | null | undefined)[], separator: string) =>
  distinct(values).join(separator) || null;

/** One dimension's elements as one part; none gives no part. */
function partOf(elements: readonly Element[], level: string): NgssPart | null {
  if (!elements.length) return null;
  return {
    code: joined(
      elements.map((e) => e.code),
      ', ',
    )!,
    standardDescription: elements.map((e) => e.text).join('\n'),
    level,
    levelDescription: null,
    topicId: joined(
      elements.map((e) => e.topicId),
      ', ',
    ),
    topicDescription: joined(
      elements.map((e) => e.topicDescription),
      '; ',
    ),
    subTopicId: joined(
      elements.map((e) => e.willard_code),
      ', ',
    ),
    subTopicDescription: null,
  };
}

export const NGSS_NOTICE_LICENCE = 'NGSS Public License (nextgenscience.org/trademark-and-copyright)';

/** `US` (every performance expectation) and `US_HS` (the high-school ones) from the two NGSS files. */
export function mapNgss(performanceExpectationsFile: unknown, foundationFile: unknown): CurriculumImport[] {
  const { meta, performance_expectations: rows } = zPeFile.parse(performanceExpectationsFile);
  const categoryCode = new Map(
    zFoundationFile.parse(foundationFile).elements.map((e) => [e.asn_id, e.category_code]),
  );
  const codeOf = (asnId: string, fallback: string) => categoryCode.get(asnId) ?? fallback;
  const attribution = `${meta.rights} ${meta.notice}`;

  const curriculum = (code: CurriculumCode, label: string, which: typeof rows): CurriculumImport => ({
    curriculum: { code, label, licence: NGSS_NOTICE_LICENCE, attribution, source: meta.source },
    outcomes: which.map((pe) => ({
      uuid: stableOutcomeUuid(code, pe.code),
      code: pe.code,
      isOfficial: true,
      sourceRef: pe.asn_id,
      variant: {
        kind: 'ngssOutcome',
        value: {
          performanceExpectation: {
            code: pe.code,
            standardDescription: pe.statement,
            level: pe.grade_band,
            levelDescription: null,
            topicId: pe.dci_group_code,
            topicDescription: pe.dci_group_title,
            subTopicId: null,
            subTopicDescription: pe.ngss_topic,
          },
          scienceAndEngineeringPractice: partOf(
            pe.sep.map((e) => {
              const code = codeOf(e.asn_id, e.category);
              return { ...e, code, topicId: code, topicDescription: e.category };
            }),
            pe.grade_band,
          ),
          disciplinaryCoreIdea: partOf(
            pe.dci.map((e) => ({
              ...e,
              code: e.dci_code,
              topicId: e.dci_code,
              topicDescription: e.dci_title,
            })),
            pe.grade_band,
          ),
          crossCuttingConcept: partOf(
            pe.ccc.map((e) => {
              const code = codeOf(e.asn_id, e.category);
              return { ...e, code, topicId: code, topicDescription: e.category };
            }),
            pe.grade_band,
          ),
          clarificationStatement: pe.clarification_statement || null,
          assessmentBoundary: pe.assessment_boundary || null,
          connectionsToNatureOfScience: pe.connections_nature_of_science.map(({ category, text }) => ({
            category,
            text,
          })),
          connectionsToEngineering: pe.connections_engineering_technology.map(({ category, text }) => ({
            category,
            text,
          })),
          commonCoreConnections: pe.ccss_alignments,
        },
      },
    })),
  });

  return [
    curriculum('US', 'Next Generation Science Standards (NGSS)', rows),
    curriculum(
      'US_HS',
      'Next Generation Science Standards (NGSS): High School',
      rows.filter((pe) => pe.grade_band === 'HS'),
    ),
  ];
}
