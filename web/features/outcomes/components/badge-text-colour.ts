import type { TagColor } from '../../../../common/outcomes/constants.ts';

/**
 * The text colour of an outcome badge on its light tint, at least 4.5:1: Mantine's orange and
 * green 9 fall short on their own tints for badge-sized text, so each is a darker shade of the
 * same hue.
 */
const BADGE_TEXT: Record<TagColor, string> = {
  orange: '#9a3412',
  green: '#1e6b2f',
  blue: 'var(--mantine-color-blue-9)',
  gray: 'var(--mantine-color-gray-9)',
};

export const badgeTextColour = (color: TagColor): string => BADGE_TEXT[color];
