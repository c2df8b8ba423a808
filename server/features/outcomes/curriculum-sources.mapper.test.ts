import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedCurriculaDir } from '../../test/shared-curricula.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  auLevel,
  escapeHtml,
  mapAustralianCurriculumV84,
  mapAustralianCurriculumV9,
} from './au-curriculum.mapper.ts';
import { SHIPPED_DATA_DIR } from './curriculum-files.service.ts';
import { CURRICULUM_SOURCES, sourceOfFile, sourcesAmong } from './curriculum-sources.mapper.ts';
import { mapEnglandNationalCurriculum } from './england.mapper.ts';
import { mapNgss } from './ngss.mapper.ts';
import { focusAreaCode, mapNswScience2023 } from './nsw.mapper.ts';
import { mapNzScienceDraft } from './nz.mapper.ts';

const SHARED = sharedCurriculaDir();
const text = (folder: string, file: string, root = SHIPPED_DATA_DIR) =>
  readFileSync(path.join(root, folder, file), 'utf8');
const json = (folder: string, file: string, root = SHIPPED_DATA_DIR) =>
  JSON.parse(text(folder, file, root)) as unknown;

/** Every string anywhere in a parsed file: a mapped text must be one of them, never made up. */
function stringsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsOf(v, into));
  return into;
}

describe('Australian Curriculum mappers', () => {
  const v9 = mapAustralianCurriculumV9(
    json('australian-curriculum-v9', 'ac9_science_content_descriptions.json'),
  );
  const v84 = mapAustralianCurriculumV84(
    json('australian-curriculum-v8.4', 'ac84_science_content_descriptions.json'),
  );

  it('reads the 152 v9 and 163 v8.4 content descriptions', () => {
    expect(v9.outcomes).toHaveLength(152);
    expect(v84.outcomes).toHaveLength(163);
  });

  it('copies the description as published, as HTML, with its year level and strand', () => {
    const outcome = v9.outcomes.find((o) => o.code === 'AC9SFU01')!;
    expect(outcome.variant.kind).toBe('auOutcome');
    expect(outcome.variant.value).toMatchObject({
      curriculumDescription:
        '<p>observe external features of plants and animals and describe ways they can be grouped based on these features</p>',
      levels: ['PREP'],
      subjectStrand: 'Science Understanding',
    });
  });

  it("lists v8.4's 698 elaborations after their description, and its general capabilities once each", () => {
    const html = v84.outcomes.map((o) =>
      o.variant.kind === 'auOutcome' ? o.variant.value.curriculumDescription : '',
    );
    expect(html.join('').split('<li>').length - 1).toBe(698);
    const first = v84.outcomes.find((o) => o.code === 'ACSIS012')!.variant;
    expect(first.kind === 'auOutcome' && first.value.generalCapabilities).toEqual([
      'Literacy',
      'Personal and Social Capability',
    ]);
  });

  it('escapes text for HTML and names year levels by grade', () => {
    expect(escapeHtml('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
    expect([auLevel('Foundation Year'), auLevel('Year 10'), auLevel('Year 11')]).toEqual([
      'PREP',
      'TEN',
      'Year 11',
    ]);
  });
});

/** What the NGSS file publishes beside each performance expectation's statement. */
const zPublished = z.object({
  performance_expectations: z.array(
    z.object({
      code: z.string(),
      clarification_statement: z.string().nullable(),
      assessment_boundary: z.string().nullable(),
      connections_nature_of_science: z.array(z.object({ category: z.string(), text: z.string() })),
      connections_engineering_technology: z.array(z.object({ category: z.string(), text: z.string() })),
    }),
  ),
});

describe('NGSS mapper', () => {
  const peFile = json('ngss', 'ngss_performance_expectations.json');
  const [us, hs] = mapNgss(peFile, json('ngss', 'ngss_foundation_elements.json'));
  const ngss = (code: string) => {
    const variant = us!.outcomes.find((o) => o.code === code)!.variant;
    if (variant.kind !== 'ngssOutcome') throw new Error('not NGSS');
    return variant.value;
  };

  it('reads all 208 performance expectations into US and the 71 high-school ones into US_HS', () => {
    expect(us!.outcomes).toHaveLength(208);
    expect(hs!.outcomes).toHaveLength(71);
    expect(hs!.outcomes.every((o) => o.code?.startsWith('HS-'))).toBe(true);
    expect(new Set([...us!.outcomes, ...hs!.outcomes].map((o) => o.uuid)).size).toBe(279);
  });

  it('gives each its practice, core ideas and crosscutting concept as parts, several elements in one part', () => {
    const pe = ngss('HS-ESS3-1');
    expect(pe.performanceExpectation).toMatchObject({ code: 'HS-ESS3-1', level: 'HS', topicId: 'HS-ESS3' });
    expect(pe.scienceAndEngineeringPractice).toMatchObject({
      code: 'SEP6',
      topicDescription: 'Constructing Explanations and Designing Solutions',
    });
    expect(pe.disciplinaryCoreIdea).toMatchObject({
      code: 'ESS3.A, ESS3.B',
      standardDescription:
        'Resource availability has guided the development of human society.\nNatural hazards and other geologic events have shaped the course of human history; [they] have significantly altered the sizes of human populations and have driven human migrations.',
    });
    expect(pe.crossCuttingConcept).toMatchObject({ code: 'CCC2', topicDescription: 'Cause and Effect' });
  });

  it('gives no crosscutting concept part where the source lists none', () => {
    expect(ngss('HS-ESS2-6').crossCuttingConcept).toBeNull();
  });

  it('copies every statement as published', () => {
    const published = stringsOf(peFile);
    for (const o of us!.outcomes)
      if (o.variant.kind === 'ngssOutcome')
        expect(published).toContain(o.variant.value.performanceExpectation!.standardDescription);
  });

  it('keeps the clarification statement, assessment boundary and connections verbatim', () => {
    const pe = ngss('MS-PS1-1');
    expect(pe.clarificationStatement).toBe(
      'Emphasis is on developing models of molecules that vary in complexity. Examples of simple molecules could include ammonia and methanol. Examples of extended structures could include sodium chloride or diamonds. Examples of molecular-level models could include drawings, 3D ball and stick structures or computer representations showing different molecules with different types of atoms.',
    );
    expect(pe.assessmentBoundary).toBe(
      'Assessment does not include valence electrons and bonding energy, discussing the ionic nature of subunits of complex structures, or a complete depiction of all individual atoms in a complex molecule or extended structure.',
    );
    expect(pe.commonCoreConnections).toContain('http://corestandards.org/Math/Practice/MP2');
    const source = zPublished.parse(peFile).performance_expectations;
    for (const row of source) {
      const outcome = ngss(row.code);
      expect(outcome.clarificationStatement ?? null).toBe(row.clarification_statement || null);
      expect(outcome.assessmentBoundary ?? null).toBe(row.assessment_boundary || null);
      expect(outcome.connectionsToNatureOfScience).toEqual(
        row.connections_nature_of_science.map(({ category, text }) => ({ category, text })),
      );
      expect(outcome.connectionsToEngineering).toEqual(
        row.connections_engineering_technology.map(({ category, text }) => ({ category, text })),
      );
    }
    expect(source.filter((row) => ngss(row.code).clarificationStatement)).toHaveLength(175);
    expect(source.filter((row) => ngss(row.code).assessmentBoundary)).toHaveLength(126);
  });
});

describe('England National Curriculum mapper', () => {
  const file = json('england-national-curriculum', 'england_nc_science_content_descriptors.json');
  const uk = mapEnglandNationalCurriculum(file);
  const values = uk.outcomes.map(
    (o) => (o.variant.kind === 'standardBasedLearningOutcome' ? o.variant.value : null)!,
  );

  it('reads the 420 content descriptors, KS3 156 and KS4 150 among them, as published', () => {
    expect(uk.outcomes).toHaveLength(420);
    expect(values.filter((v) => v.level === 'KS3')).toHaveLength(156);
    expect(values.filter((v) => v.level === 'KS4')).toHaveLength(150);
    const published = stringsOf(file);
    for (const v of values) expect(published).toContain(v.title);
  });

  it("makes 'Working scientifically' skills and the rest knowledge", () => {
    expect(values.filter((v) => v.type === 'SKILL')).toHaveLength(66);
    expect(values.every((v) => (v.domain === 'Working scientifically') === (v.type === 'SKILL'))).toBe(true);
  });
});

describe('NSW and New Zealand mappers (read from the shared data, never shipped)', () => {
  const nswFolder = 'nsw-science-7-10-2023';
  const nsw = mapNswScience2023(
    json(nswFolder, 'nsw_science_7_10_outcomes.json', SHARED),
    json(nswFolder, 'nsw_science_7_10_focus_areas_content.json', SHARED),
  );
  const nz = mapNzScienceDraft(
    json('nz-curriculum-science-draft-2025', 'nz_science_draft_2025_statements.json', SHARED),
  );

  it('reads the 35 NSW outcomes, working scientifically apart, and each focus area content group', () => {
    const types = nsw.outcomes.map((o) => (o.variant.kind === 'nswOutcome' ? o.variant.value.type : null));
    expect(types.filter((t) => t === 'WORKING_SCIENTIFICALLY')).toHaveLength(16);
    expect(types.filter((t) => t === 'CONTENT_ALIGNMENT')).toHaveLength(19);
    expect(types.filter((t) => t === 'FOCUS_AREA')).toHaveLength(88);
  });

  it("keeps each focus area's content points with their examples, verbatim", () => {
    const file = z
      .object({
        focus_areas: z.array(
          z.object({
            content_groups: z.array(
              z.object({
                points: z.array(z.object({ text: z.string(), examples: z.array(z.string()).optional() })),
              }),
            ),
          }),
        ),
      })
      .parse(json(nswFolder, 'nsw_science_7_10_focus_areas_content.json', SHARED));
    const published = file.focus_areas.flatMap((area) =>
      area.content_groups.flatMap((group) =>
        group.points.map((point) => ({ text: point.text, examples: point.examples ?? [] })),
      ),
    );
    const kept = nsw.outcomes.flatMap((o) =>
      o.variant.kind === 'nswOutcome' ? (o.variant.value.contentPoints ?? []) : [],
    );
    expect(kept).toEqual(published);
    expect(kept.filter((point) => point.examples.length > 0)).toHaveLength(148);
    expect(kept).toContainEqual({
      text: 'Use a variety of analog and digital measuring devices in scientific investigations to compare the range, sensitivity and accuracy of observations provided by those instruments',
      examples: ['Using the senses, a thermometer, digital scales, a stopwatch.'],
    });
  });

  it('codes a focus area by the stem its content outcomes share', () => {
    expect(focusAreaCode(['SC4-OTU-01', 'SC4-WS-01'])).toBe('SC4-OTU');
    expect(focusAreaCode(['SC5-WS-01', 'SC5-WS-02'])).toBe('SC5-WS');
  });

  it('reads the 965 NZ statements, a sub-bullet as its statement’s sub-standard', () => {
    expect(nz.outcomes).toHaveLength(965);
    const sub = nz.outcomes.find((o) => o.code === 'NZSCI-D25-0008')!;
    const parent = nz.outcomes.find((o) => o.code === 'NZSCI-D25-0007')!;
    expect(sub.variant.kind === 'standardBasedLearningOutcome' && sub.variant.value).toMatchObject({
      type: 'SUBSTANDARD',
      parentId: parent.uuid,
    });
    expect(
      parent.variant.kind === 'standardBasedLearningOutcome' && parent.variant.value.childrenIds,
    ).toContain(sub.uuid);
  });
});

describe('curriculum sources', () => {
  it('finds the source of a file, and the sources in a folder only when all their files are there', () => {
    expect(sourceOfFile('ngss_foundation_elements.json')?.name).toBe('ngss');
    expect(sourcesAmong(['ngss_performance_expectations.json'])).toEqual([]);
    expect(
      sourcesAmong(['ngss_performance_expectations.json', 'ngss_foundation_elements.json']),
    ).toHaveLength(1);
  });

  it('ships the openly licensed curricula only', () => {
    expect(CURRICULUM_SOURCES.filter((s) => s.isShipped).flatMap((s) => s.curricula)).toEqual([
      'AU_V9',
      'AU',
      'US',
      'US_HS',
      'UK',
      'US_CALI_MATHS',
    ]);
  });
});
