/** How an outcome or sub-standard is named in labels ('Remove AC9S7U01'): its code, else its title. */
export const outcomeName = (outcome: { code: string | null; title: string }): string =>
  outcome.code ?? outcome.title;
