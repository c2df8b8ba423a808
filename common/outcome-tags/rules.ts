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
