import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Shade 8 of blue keeps white button text above the 4.5:1 contrast ratio. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  components: {
    // A light alert's title takes its colour's light shade, too faint on the tinted background for
    // WCAG AA (yellow and red especially); dark text reads on every tint. A plain object, so the
    // Alert component itself stays out of the first script.
    Alert: { styles: { title: { color: 'var(--mantine-color-dark-7)' } } },
  },
});

/** Darker error, dimmed and placeholder text than the defaults, so each meets WCAG AA on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
