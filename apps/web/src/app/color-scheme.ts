import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

/**
 * Light or dark: the system's choice until the header toggle sets one, which this browser then
 * remembers. `public/color-scheme.js` reads the same key before the app loads, so a dark page
 * does not flash white first (the CSP allows no inline script, hence a file).
 */
export const COLOR_SCHEME_STORAGE_KEY = 'fanout-color-scheme';
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

export const colorSchemeManager = localStorageColorSchemeManager({
  key: COLOR_SCHEME_STORAGE_KEY,
});
