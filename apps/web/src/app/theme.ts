import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Colours chosen for WCAG AA contrast (ADR 0044): filled colours use shade 8, on which white text
 * reaches 4.5:1 for the primary blue; `autoContrast` turns a filled component's text dark where a
 * colour is too light for white (green, yellow), the threshold set where white text drops below
 * 4.5:1 (relative luminance 0.18).
 *
 * Component settings are plain objects, not `Modal.extend(...)`: importing a component here would
 * pull it (and what it imports) into the landing page's first script (ADR 0043).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: 'md',
  components: {
    // A link inside a sentence must not differ by colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // Without Mantine's focus placeholder (a tabindex element inside role="menu", which a menu may
    // not hold): an opened menu focuses its first item, as ARIA menus do.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Mantine's close buttons have an icon and no name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Toasts: a named close button, and the message in the readable dimmed grey (Mantine's own
    // description grey is gray-6, 3.3:1 on white).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * In the light scheme, coloured text (`c="green"`, the light variant of a badge) is Mantine's
 * shade 8, under 4.5:1 on white for green, teal, cyan, orange and yellow; shade 9 darkened by a
 * third stays above 5:1 for every colour, on white and on the variant's pale tint.
 */
function readableColouredText(colours: string[]): Record<string, string> {
  return Object.fromEntries(
    colours.flatMap((colour) => {
      const readable = `color-mix(in srgb, var(--mantine-color-${colour}-9) 70%, black)`;
      return [
        [`--mantine-color-${colour}-text`, readable],
        [`--mantine-color-${colour}-light-color`, readable],
      ];
    }),
  );
}

/**
 * Surfaces that Mantine has no variable for, in both colour schemes. Components use these rather
 * than a fixed grey or white, so every page reads in dark mode too.
 */
export const cssVariablesResolver: CSSVariablesResolver = ({ colors }) => ({
  variables: {},
  light: {
    ...readableColouredText(Object.keys(colors).filter((colour) => colour !== 'dark')),
    // Mantine's dimmed grey (gray-6) is 3.3:1 on white; gray-7 is 8:1.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // A placeholder Mantine draws as text (a FileInput's "Choose a .csv file") is gray-5, 2.1:1 on
    // white: the readable dimmed grey, as other hints.
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
    // Mantine's error red (red-6, 3.3:1 on white) also colours the text of a field in error, such
    // as the composer's over-limit content: the readable red.
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--fanout-surface-muted': 'var(--mantine-color-gray-0)',
    '--fanout-surface-sunken': 'var(--mantine-color-gray-1)',
    '--fanout-header-glass': 'rgba(255, 255, 255, 0.92)',
  },
  dark: {
    // Mantine's (dark-2) is 3.5:1 on the dark cards; dark-1 keeps 4.5:1 on the sunken surface.
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Mantine's (dark-3) is under 3:1 on the dark fields.
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
    // Mantine's (red-8) is 3:1 on the dark cards; red-4 keeps 4.5:1 on them and on the sunken one.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--fanout-surface-muted': 'var(--mantine-color-dark-6)',
    '--fanout-surface-sunken': 'var(--mantine-color-dark-5)',
    '--fanout-header-glass': 'rgba(36, 36, 36, 0.92)',
  },
});
