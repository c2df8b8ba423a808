import type { LearningOutcome, NgssConnection, NswContentPoint } from './schema.ts';
import { outcomeVariant } from './schema.ts';

/**
 * What a curriculum publishes beside an outcome's text to help a teacher choose it, verbatim and in
 * the publisher's order: NGSS's clarification statement, assessment boundary and connections;
 * California's notes and the courses that teach a standard; an NSW focus area's content points with
 * their examples. Empty for an outcome whose source publishes none.
 */
export type OutcomeNote =
  | { kind: 'clarificationStatement' | 'assessmentBoundary' | 'notes'; text: string }
  | { kind: 'natureOfScience' | 'engineering'; connections: NgssConnection[] }
  | { kind: 'commonCore'; addresses: string[] }
  | { kind: 'courses'; courses: string[] }
  | { kind: 'contentPoints'; points: NswContentPoint[] };

export function outcomeNotes(outcome: LearningOutcome): OutcomeNote[] {
  const variant = outcomeVariant(outcome);
  const notes: (OutcomeNote | null)[] = [];
  switch (variant.kind) {
    case 'ngssOutcome': {
      const ngss = variant.value;
      notes.push(
        ngss.clarificationStatement
          ? { kind: 'clarificationStatement', text: ngss.clarificationStatement }
          : null,
        ngss.assessmentBoundary ? { kind: 'assessmentBoundary', text: ngss.assessmentBoundary } : null,
        ngss.connectionsToNatureOfScience?.length
          ? { kind: 'natureOfScience', connections: ngss.connectionsToNatureOfScience }
          : null,
        ngss.connectionsToEngineering?.length
          ? { kind: 'engineering', connections: ngss.connectionsToEngineering }
          : null,
        ngss.commonCoreConnections?.length
          ? { kind: 'commonCore', addresses: ngss.commonCoreConnections }
          : null,
      );
      break;
    }
    case 'standardBasedLearningOutcome': {
      const standard = variant.value;
      notes.push(
        standard.notes ? { kind: 'notes', text: standard.notes } : null,
        standard.courses?.length ? { kind: 'courses', courses: standard.courses } : null,
      );
      break;
    }
    case 'nswOutcome': {
      const points = variant.value.contentPoints;
      notes.push(points?.length ? { kind: 'contentPoints', points } : null);
      break;
    }
    default:
      break;
  }
  return notes.filter((note) => note !== null);
}

/**
 * A Common Core connection's name, read off its corestandards.org address
 * (`http://corestandards.org/Math/Practice/MP2` is `Math/Practice/MP2`); another address as it is.
 */
export function commonCoreName(address: string): string {
  return /^https?:\/\/(www\.)?corestandards\.org\/(.+)$/.exec(address)?.[2] ?? address;
}
