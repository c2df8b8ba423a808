/**
 * Words a question uses for what curricula name otherwise: a question about 'the green pigment in
 * leaves' is about plants and photosynthesis, though it says neither. A question's suggestions are
 * ranked on its words and these (`withRelatedWords`). Only words of school science whose curriculum
 * term is unambiguous are here; the list is short on purpose, and a word it lacks is matched as it
 * is written.
 */
const RELATED: Readonly<Record<string, readonly string[]>> = {
  leaf: ['plant'],
  leaves: ['plant'],
  root: ['plant'],
  roots: ['plant'],
  stem: ['plant'],
  flower: ['plant', 'reproduction'],
  flowers: ['plant', 'reproduction'],
  seed: ['plant'],
  seeds: ['plant'],
  chlorophyll: ['photosynthesis', 'plant'],
  chloroplast: ['photosynthesis', 'cell'],
  chloroplasts: ['photosynthesis', 'cell'],
  pigment: ['photosynthesis'],
  glucose: ['photosynthesis', 'respiration'],
  mitochondria: ['respiration', 'cell'],
  nucleus: ['cell'],
  organelle: ['cell'],
  organelles: ['cell'],
  predator: ['food', 'ecosystem'],
  prey: ['food', 'ecosystem'],
  gene: ['inheritance', 'dna'],
  genes: ['inheritance', 'dna'],
  fossil: ['evolution'],
  fossils: ['evolution'],
  magnet: ['force', 'magnetic'],
  magnets: ['force', 'magnetic'],
  friction: ['force'],
  gravity: ['force', 'gravitational'],
  push: ['force'],
  pull: ['force'],
  volcano: ['earth', 'rock'],
  volcanoes: ['earth', 'rock'],
  earthquake: ['earth', 'plate'],
  earthquakes: ['earth', 'plate'],
  rust: ['chemical', 'reaction'],
  burning: ['combustion', 'chemical'],
  thermometer: ['temperature', 'heat'],
  circuit: ['electric', 'energy'],
  battery: ['electric', 'energy'],
  moon: ['earth', 'sun'],
  planet: ['solar', 'system'],
  planets: ['solar', 'system'],
};

/** A question's words with the words curricula use for them, each once, in order. */
export function withRelatedWords(words: readonly string[]): string[] {
  return [...new Set(words.flatMap((word) => [word, ...(RELATED[word] ?? [])]))];
}
