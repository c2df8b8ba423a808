import { outcomeTextToPlain } from '../../../common/outcomes/outcome-text.ts';

/**
 * How an outcome or sub-standard is named in labels ('Remove AC9S7U01') and the CSV: its code, else
 * its title as plain text.
 */
export const outcomeName = (outcome: { code: string | null; title: string }): string =>
  outcome.code ?? outcomeTextToPlain(outcome.title);

/** An outcome in full as plain text ('AC9S7U01: investigate …'), for a column's hover text and the CSV. */
export const outcomeFullName = (outcome: { code: string | null; title: string }): string => {
  const title = outcomeTextToPlain(outcome.title);
  return outcome.code ? `${outcome.code}: ${title}` : title;
};
