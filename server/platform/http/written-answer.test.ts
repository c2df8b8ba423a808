import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { batchGetLearningOutcomes } from '../../../common/outcomes/endpoints.ts';
import { zOutcomeBatchGetResponse } from '../../../common/outcomes/contracts.ts';
import { au, ngss, ngssPart, standard } from '../../../common/outcomes/outcomes.fixtures.ts';
import { getInstitutionUsage } from '../../../common/usage/endpoints.ts';
import { zUsageReport, type UsageReport } from '../../../common/usage/schema.ts';
import { compileSerializer } from './response-serializer.ts';
import { answerWriter, batchAnswerWriter } from './written-answer.ts';

const outcomes = [
  au({ curriculumDescription: '<p>forces – “push” and pull</p>' }),
  ngss({ performanceExpectation: ngssPart('MS-PS1-1', 'Develop models') }),
  standard(),
];

const report: UsageReport = {
  institutionId: 7,
  from: '2026-01-26',
  to: '2026-02-08',
  rolledUpAt: '2026-02-08T03:00:00.000Z',
  weeks: [
    {
      weekStart: '2026-01-26',
      activeTeachers: 2,
      activeStudents: 30,
      lessonsPublished: 4,
      answersSubmitted: 120,
      studentsJoined: 3,
    },
  ],
  subjects: [
    {
      subjectId: 3,
      name: 'Année 7 Science',
      isArchived: false,
      studentsJoined: 3,
      lessonsPublished: 4,
      answersSubmitted: 120,
    },
  ],
  teachers: [{ principal: 'p-1', fullName: null, activeDays: 4, subjectsCreated: 0, lessonsPublished: 4 }],
};

describe('answers written ahead', () => {
  it('writes a batch get from items written one by one, as its declared schema writes the whole', () => {
    const writer = batchAnswerWriter(batchGetLearningOutcomes, 'learningOutcome');
    const written = writer.answer(outcomes.map((outcome) => writer.writeItem(outcome))).bytes.toString();
    const whole = compileSerializer(zOutcomeBatchGetResponse)({
      getResponses: outcomes.map((learningOutcome) => ({ learningOutcome })),
    });
    expect(written).toBe(whole);
    expect(writer.answer([]).bytes.toString()).toBe('{"getResponses":[]}');
  });

  it('writes only what the item schema declares', () => {
    const writer = batchAnswerWriter(batchGetLearningOutcomes, 'learningOutcome');
    const item = { ...outcomes[0]!, importedBy: 'operator', auOutcome: { ...outcomes[0]!.auOutcome!, x: 1 } };
    const parsed = JSON.parse(writer.answer([writer.writeItem(item)]).bytes.toString()) as {
      getResponses: { learningOutcome: Record<string, unknown> }[];
    };
    expect(parsed.getResponses[0]?.learningOutcome).toStrictEqual(JSON.parse(JSON.stringify(outcomes[0])));
  });

  it('refuses an endpoint that is not a batch get of the key', () => {
    expect(() => batchAnswerWriter(batchGetLearningOutcomes, 'institution')).toThrow(/not a batch get/);
  });

  it('writes an answer as its declared schema does, once for a value kept and asked for again', () => {
    const write = answerWriter(getInstitutionUsage);
    const answer = write(report);
    expect(answer.bytes.toString()).toBe(compileSerializer(zUsageReport)(report));
    expect(write(report)).toBe(answer);
    expect(write({ ...report })).not.toBe(answer);
  });

  describe('compression', () => {
    const bigReport: UsageReport = {
      ...report,
      subjects: Array.from({ length: 40 }, (_, i) => ({ ...report.subjects[0]!, subjectId: i })),
    };

    it('sends a shared answer of some size gzip-compressed, once, to a request that accepts gzip', () => {
      const answer = answerWriter(getInstitutionUsage)(bigReport);
      expect(answer.isCompressible).toBe(true);
      const sent = answer.encodedFor('gzip, deflate, br, zstd');
      expect(sent.encoding).toBe('gzip');
      expect(gunzipSync(sent.bytes).equals(answer.bytes)).toBe(true);
      expect(sent.bytes.length).toBeLessThan(answer.bytes.length / 4);
      expect(answer.encodedFor('gzip').bytes).toBe(sent.bytes);
    });

    it('sends the bytes as written when gzip is not accepted, or refused with q=0', () => {
      const answer = answerWriter(getInstitutionUsage)(bigReport);
      for (const header of [undefined, '', 'identity', 'br', 'gzip;q=0, identity'])
        expect(answer.encodedFor(header)).toEqual({ bytes: answer.bytes, encoding: null });
    });

    it('leaves a small answer, and a batch get put together for one request, uncompressed', () => {
      const small = answerWriter(getInstitutionUsage)(report);
      expect(small.isCompressible).toBe(false);
      expect(small.encodedFor('gzip').encoding).toBeNull();
      const writer = batchAnswerWriter(batchGetLearningOutcomes, 'learningOutcome');
      const batch = writer.answer(Array.from({ length: 20 }, () => writer.writeItem(outcomes[0]!)));
      expect(batch.bytes.length).toBeGreaterThan(1024);
      expect(batch.isCompressible).toBe(false);
      expect(batch.encodedFor('gzip').encoding).toBeNull();
    });
  });
});
