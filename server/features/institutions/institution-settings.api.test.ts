import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstitutionSettings } from '../../../common/school-admin/settings.ts';
import type { Problem } from '../../../common/api/problems.ts';
import { testEngines } from '../../test/engines.ts';
import { buildInstitution, buildSignedInMember, type SignedInPerson } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const YEAR = new Date().getUTCFullYear();

const goodBody = {
  name: 'Alpha High School',
  timezone: 'Australia/Perth',
  terms: [
    { name: 'Term 2', startsOn: '2026-04-20', endsOn: '2026-07-03' },
    { name: 'Term 1', startsOn: '2026-02-02', endsOn: '2026-04-02' },
  ],
  defaultCurriculum: 'AU_V9',
};

describe.each(testEngines())('institution settings API on %s', (engine) => {
  let t: TestApp;
  let auSchool: number;
  let usSchool: number;
  let melbourneSchool: number;
  let auAdmin: SignedInPerson;
  let usAdmin: SignedInPerson;
  let melbourneAdmin: SignedInPerson;

  const url = (id: number) => `/v3/institutions/${id}/settings`;
  const read = async (id: number, who: SignedInPerson) => {
    const response = await t.app.inject({ method: 'GET', url: url(id), headers: who.headers });
    expect(response.statusCode).toBe(200);
    return response.json<InstitutionSettings>();
  };
  const save = (id: number, who: SignedInPerson, payload: object) =>
    t.app.inject({ method: 'PUT', url: url(id), headers: who.headers, payload });

  beforeAll(async () => {
    t = await createTestApp(engine);
    auSchool = (await buildInstitution(t.db, { name: 'Alpha High', locale: 'EN_AU', timezone: 'UTC' })).id;
    usSchool = (
      await buildInstitution(t.db, { name: 'Bayview', locale: 'EN_US', timezone: 'America/Chicago' })
    ).id;
    melbourneSchool = (
      await buildInstitution(t.db, { name: 'Hillside', locale: 'EN_AU', timezone: 'Australia/Melbourne' })
    ).id;
    auAdmin = await buildSignedInMember(t.db, auSchool, ['ADMIN']);
    usAdmin = await buildSignedInMember(t.db, usSchool, ['ADMIN']);
    melbourneAdmin = await buildSignedInMember(t.db, melbourneSchool, ['HEAD_OF_SCIENCE']);
  });
  afterAll(() => t.close());

  it("gives an Australian school four terms of this year, Sydney's zone and the Australian curriculum until saved", async () => {
    const settings = await read(auSchool, auAdmin);
    expect(settings).toMatchObject({
      country: 'AU',
      timezone: 'Australia/Sydney',
      defaultCurriculum: 'AU',
      isDefaultTerms: true,
      isDefaultCurriculum: true,
    });
    expect(settings.terms.map((term) => term.name)).toEqual(['Term 1', 'Term 2', 'Term 3', 'Term 4']);
    for (const term of settings.terms) expect(term.startsOn.slice(0, 4)).toBe(String(YEAR));
  });

  it("keeps an Australian school's own state zone and takes that state's term dates", async () => {
    const settings = await read(melbourneSchool, melbourneAdmin);
    expect(settings.timezone).toBe('Australia/Melbourne');
    expect(settings.terms[0]).toEqual({ name: 'Term 1', startsOn: `${YEAR}-01-28`, endsOn: `${YEAR}-04-02` });
  });

  it('gives a US school two semesters, August to December and January to June, in its US zone', async () => {
    const settings = await read(usSchool, usAdmin);
    expect(settings).toMatchObject({ country: 'US', timezone: 'America/Chicago', defaultCurriculum: 'US' });
    expect(settings.terms).toHaveLength(2);
    const [fall, spring] = settings.terms as [
      InstitutionSettings['terms'][0],
      InstitutionSettings['terms'][0],
    ];
    expect(fall.startsOn.slice(5, 7)).toBe('08');
    expect(fall.endsOn.slice(5, 7)).toBe('12');
    expect(spring.startsOn.slice(5, 7)).toBe('01');
    expect(spring.endsOn.slice(5, 7)).toBe('06');
    expect(Number(spring.startsOn.slice(0, 4))).toBe(Number(fall.startsOn.slice(0, 4)) + 1);
  });

  it('saves the settings, terms in date order, and reads them back instead of the defaults', async () => {
    const response = await save(auSchool, auAdmin, goodBody);
    expect(response.statusCode).toBe(200);
    const settings = await read(auSchool, auAdmin);
    expect(settings).toMatchObject({
      name: 'Alpha High School',
      timezone: 'Australia/Perth',
      defaultCurriculum: 'AU_V9',
      isDefaultTerms: false,
      isDefaultCurriculum: false,
    });
    expect(settings.terms.map((term) => term.name)).toEqual(['Term 1', 'Term 2']);
    const institution = await t.app.inject({
      method: 'GET',
      url: `/v3/institutions/${auSchool}`,
      headers: auAdmin.headers,
    });
    expect(institution.json()).toMatchObject({
      institution: { name: 'Alpha High School', timezone: 'Australia/Perth' },
    });
  });

  it('names each problem of the terms by its term and field, and changes nothing', async () => {
    const response = await save(usSchool, usAdmin, {
      name: ' ',
      timezone: 'Mars/Olympus',
      terms: [
        { name: 'Fall', startsOn: '2026-08-17', endsOn: '2026-12-18' },
        { name: 'Overlapping', startsOn: '2026-12-01', endsOn: '2027-02-01' },
        { name: 'Backwards', startsOn: '2027-06-11', endsOn: '2027-03-01' },
        { name: '', startsOn: '2027-13-01', endsOn: '2027-07-01' },
      ],
      defaultCurriculum: 'NOT_A_CURRICULUM',
    });
    expect(response.statusCode).toBe(400);
    const problems = response.json<{ problems: Problem[] }>().problems;
    const byField = Object.fromEntries(problems.map((p) => [p.field.replace(/^body\./, ''), p.message]));
    expect(byField).toMatchObject({
      name: 'is-not-present',
      timezone: 'is-invalid',
      'terms.1.startsOn': 'overlaps-another',
      'terms.2.endsOn': 'is-before-start',
      'terms.3.name': 'is-not-present',
      'terms.3.startsOn': 'is-not-a-date',
      defaultCurriculum: 'is-invalid',
    });
    expect((await read(usSchool, usAdmin)).isDefaultTerms).toBe(true);
  });

  it('refuses a school without terms and a term longer than a report reads', async () => {
    const none = await save(usSchool, usAdmin, { ...goodBody, terms: [] });
    expect(none.statusCode).toBe(400);
    const long = await save(usSchool, usAdmin, {
      ...goodBody,
      terms: [{ name: 'All', startsOn: '2026-01-01', endsOn: '2027-06-30' }],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ problems: Problem[] }>().problems).toEqual([
      expect.objectContaining({ message: 'is-too-long' }),
    ]);
  });
});
