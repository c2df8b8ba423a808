import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedCurriculaDir } from '../../test/shared-curricula.ts';
import { describe, expect, it } from 'vitest';
import {
  auLevel,
  escapeHtml,
  mapAustralianCurriculumV84,
  mapAustralianCurriculumV9,
} from './au-curriculum.mapper.ts';
import { californiaLevel, mapCaliforniaMath, parseJsonLines } from './california-math.mapper.ts';
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

describe('California mathematics mapper', () => {
  const standards = text('us-california-math', 'ca_math_standards.jsonl');
  const ca = mapCaliforniaMath(standards, text('us-california-math', 'ca_math_hierarchy.jsonl'));
  const value = (o: (typeof ca.outcomes)[number]) =>
    (o.variant.kind === 'standardBasedLearningOutcome' ? o.variant.value : null)!;

  it('reads 781 standards and their 211 components as sub-standards, each with a uuid of its own', () => {
    expect(ca.outcomes.filter((o) => value(o).type === 'KNOWLEDGE')).toHaveLength(781);
    expect(ca.outcomes.filter((o) => value(o).type === 'SUBSTANDARD')).toHaveLength(211);
    expect(new Set(ca.outcomes.map((o) => o.uuid)).size).toBe(992);
  });

  it('links each component to its standard, both ways, and places the standard in its cluster and domain', () => {
    const standard = ca.outcomes.find((o) => o.code === '4.NF.B.3')!;
    const children = ca.outcomes.filter((o) => value(o).parentId === standard.uuid);
    expect(children.map((o) => o.code)).toEqual(['4.NF.B.3.a', '4.NF.B.3.b', '4.NF.B.3.c', '4.NF.B.3.d']);
    expect(value(standard)).toMatchObject({
      childrenIds: children.map((o) => o.uuid),
      level: 'FOUR',
      domain: 'Number & Operations—Fractions',
    });
    expect(value(standard).group).toMatch(/^Build fractions from unit fractions/);
  });

  it("keeps each record's own licence and attribution, and its text as published", () => {
    const published = stringsOf(parseJsonLines(standards));
    for (const o of ca.outcomes) {
      expect(o.licence).toBe('https://creativecommons.org/licenses/by/4.0/');
      expect(o.attribution).toMatch(/^Knowledge Graph is provided by Learning Commons/);
      expect(published).toContain(value(o).title);
    }
  });

  it('names grade spans by grade where there is one', () => {
    expect(['["5"]', '["9","10","11","12"]', '["K"]', '["K","1","12"]'].map(californiaLevel)).toEqual([
      'FIVE',
      'HS',
      'K',
      'K–12',
    ]);
    expect(() => parseJsonLines('{}\nnot json')).toThrow('line 2 is not JSON');
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
