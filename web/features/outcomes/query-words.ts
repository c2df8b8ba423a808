/**
 * A query as the outcome search matches it: lower case, one space between words, and each word
 * cut to its stem, so that a word matches the forms an outcome writes it in ('solving' finds
 * 'Solve', 'forces' finds 'force', 'properties' finds 'property', 'processes' finds 'process'). A stem is a start of the word,
 * so it still finds the word typed wherever it is written. Only words of letters are cut (never a
 * code), and only to a stem of four letters or more ('using', 'speed' and 'lens' stay whole).
 */
const ENDINGS = ['ies', 'ing', 'es', 'ed', 's'] as const;
/** Plurals in -es whose singular ends in the letters before it: 'processes', 'matches', 'boxes'. */
const ES_PLURAL = /(?:ss|x|ch|sh|zz)es$/;

export function stemOf(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending)) continue;
    // 'forces' is 'force' (an -s plural): the shortest stem that still finds every form matches
    // more outcomes, so costs more to search, and finds no more.
    if (ending === 'es' && !ES_PLURAL.test(word)) continue;
    if (ending === 's' && /(?:ss|us|is)$/.test(word)) return word;
    let stem = word.slice(0, -ending.length);
    if (stem.length < 4) return word;
    // 'planning' is planned on 'plan', 'modelling' on 'model'.
    if ((ending === 'ing' || ending === 'ed') && /([b-df-hj-np-tv-z])\1$/.test(stem) && !stem.endsWith('ss'))
      stem = stem.slice(0, -1);
    return stem;
  }
  return word;
}

export function normaliseQuery(query: string): string {
  const words = query.trim().toLowerCase().split(/\s+/);
  return words.map(stemOf).join(' ');
}
