import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
});

/**
 * Surfaces that Mantine has no variable for, in both colour schemes. Components use these rather
 * than a fixed grey or white, so every page reads in dark mode too.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--fanout-surface-muted': 'var(--mantine-color-gray-0)',
    '--fanout-surface-sunken': 'var(--mantine-color-gray-1)',
    '--fanout-header-glass': 'rgba(255, 255, 255, 0.92)',
  },
  dark: {
    '--fanout-surface-muted': 'var(--mantine-color-dark-6)',
    '--fanout-surface-sunken': 'var(--mantine-color-dark-5)',
    '--fanout-header-glass': 'rgba(36, 36, 36, 0.92)',
  },
});
