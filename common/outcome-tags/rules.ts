import type { ProficiencyLevel } from '../outcomes/constants.ts';

/** The outcomes an answer may be given a level for: the question's tags and their tagged sub-standards. */
export function gradableOutcomeUuids(
  tags: readonly { learningOutcomeUuid: string; subStandardTags: Record<string, ProficiencyLevel> }[],
): Set<string> {
  const uuids = new Set<string>();
  for (const tag of tags) {
    uuids.add(tag.learningOutcomeUuid.toLowerCase());
    for (const subStandard of Object.keys(tag.subStandardTags)) uuids.add(subStandard.toLowerCase());
  }
  return uuids;
}

export interface LevelEvidence {
  studentPrincipal: string;
  learningOutcomeUuid: string;
  level: ProficiencyLevel;
  markedAt: Date;
}

/**
 * What each student has shown of each outcome: the level of their most recently marked answer for
 * it (a later answer shows where the student is now, as standards-based grading reads evidence),
 * with how many answers showed a level. Ties on time keep the higher level.
 */
export function masteryOf(evidence: readonly LevelEvidence[]) {
  const order = ['NOT_SHOWN', 'EMERGING', 'DEVELOPING', 'PROFICIENT', 'ADVANCED'];
  const cells = new Map<string, { level: ProficiencyLevel; evidenceCount: number; lastMarkedAt: Date }>();
  for (const item of evidence) {
    const key = `${item.studentPrincipal}\u0000${item.learningOutcomeUuid}`;
    const cell = cells.get(key);
    if (!cell) {
      cells.set(key, { level: item.level, evidenceCount: 1, lastMarkedAt: item.markedAt });
      continue;
    }
    cell.evidenceCount += 1;
    const time = item.markedAt.getTime();
    const last = cell.lastMarkedAt.getTime();
    if (time > last || (time === last && order.indexOf(item.level) > order.indexOf(cell.level))) {
      cell.level = item.level;
      cell.lastMarkedAt = item.markedAt;
    }
  }
  return [...cells].map(([key, cell]) => {
    const [studentPrincipal, learningOutcomeUuid] = key.split('\u0000') as [string, string];
    return { studentPrincipal, learningOutcomeUuid, ...cell };
  });
}

/**
 * The words a question's suggestions are ranked on: its text's words of three letters or more,
 * lower-cased, accents dropped, each once, at most `max`. Only letters a to z remain, so a query
 * built from them says nothing but the words.
 */
export function suggestionWords(text: string, max = 60): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const words = plain.match(/[a-z]{3,}/g) ?? [];
  return [...new Set(words)].slice(0, max);
}
