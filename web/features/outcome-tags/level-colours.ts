import type { ProficiencyLevel } from '../../../common/outcomes/constants.ts';

export interface LevelColours {
  background: string;
  /** At least 4.5:1 on the background (WCAG AA), checked by level-colours.test.ts. */
  text: string;
  /** An edge in the level's full colour; decoration, since the level's name is always written. */
  border: string;
}

/**
 * How a proficiency level is coloured in the mastery grid and the scope and sequence: warm to
 * cool as the level rises (orange, yellow, green, blue), grey for not shown. A level is never
 * told by colour alone: its name is written in the label.
 */
export const LEVEL_COLOURS: Record<ProficiencyLevel, LevelColours> = {
  NOT_SHOWN: { background: '#f1f3f5', text: '#343a40', border: '#868e96' },
  EMERGING: { background: '#fff0e6', text: '#9a3412', border: '#e8590c' },
  DEVELOPING: { background: '#fff8d6', text: '#6b4e00', border: '#f59f00' },
  PROFICIENT: { background: '#e9f7ec', text: '#1e6b2f', border: '#2f9e44' },
  ADVANCED: { background: '#e8f1fc', text: '#1c4f8a', border: '#1971c2' },
};
