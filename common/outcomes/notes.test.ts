import { describe, expect, it } from 'vitest';
import { ngss, ngssPart, nsw, standard } from './outcomes.fixtures.ts';
import { commonCoreName, outcomeNotes } from './notes.ts';

describe('outcomeNotes', () => {
  it("lists an NGSS outcome's clarification, boundary and connections in NGSS's order, as published", () => {
    const outcome = ngss({
      performanceExpectation: ngssPart('MS-PS1-1', 'Develop models to describe the atomic composition.'),
      clarificationStatement: 'Emphasis is on developing models of molecules that vary in complexity.',
      assessmentBoundary: 'Assessment does not include valence electrons and bonding energy.',
      connectionsToNatureOfScience: [
        { category: 'Scientific Knowledge', text: 'Scientists look for patterns.' },
      ],
      connectionsToEngineering: [],
      commonCoreConnections: ['http://corestandards.org/Math/Practice/MP2'],
    });
    expect(outcomeNotes(outcome)).toEqual([
      {
        kind: 'clarificationStatement',
        text: 'Emphasis is on developing models of molecules that vary in complexity.',
      },
      {
        kind: 'assessmentBoundary',
        text: 'Assessment does not include valence electrons and bonding energy.',
      },
      {
        kind: 'natureOfScience',
        connections: [{ category: 'Scientific Knowledge', text: 'Scientists look for patterns.' }],
      },
      { kind: 'commonCore', addresses: ['http://corestandards.org/Math/Practice/MP2'] },
    ]);
  });

  it("lists a California standard's notes and courses, and an NSW focus area's content points", () => {
    expect(
      outcomeNotes(standard({ notes: 'Theorems include: …', courses: ['Geometry', 'Mathematics II'] })),
    ).toEqual([
      { kind: 'notes', text: 'Theorems include: …' },
      { kind: 'courses', courses: ['Geometry', 'Mathematics II'] },
    ]);
    const points = [{ text: 'Calculate the mean', examples: ['Heights of a class.'] }];
    expect(outcomeNotes(nsw({ type: 'FOCUS_AREA', contentPoints: points }))).toEqual([
      { kind: 'contentPoints', points },
    ]);
  });

  it('is empty where the source publishes nothing beside the text', () => {
    expect(outcomeNotes(standard())).toEqual([]);
    expect(outcomeNotes(nsw())).toEqual([]);
  });

  it("names a Common Core connection by its address's path", () => {
    expect(commonCoreName('http://corestandards.org/ELA-Literacy/RST/6-8/7')).toBe('ELA-Literacy/RST/6-8/7');
    expect(commonCoreName('https://example.org/x')).toBe('https://example.org/x');
  });
});
