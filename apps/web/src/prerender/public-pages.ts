import type { ComponentType } from 'react';

/**
 * The public pages rendered to HTML at build time (ADR 0075): what the server sends for their paths
 * before any of the app's script has run. `load` is shared by the build's renderer and the browser's
 * hydration, so both render the same component. Their paths are served by `apps/server`'s web app
 * (`PRERENDERED_PAGES` there names the same files).
 */
export const PRERENDERED_PAGES = {
  landing: {
    title: 'Fanout — Write once, publish everywhere',
    load: () => import('../pages/public/landing-page').then((m) => m.LandingPage),
  },
  terms: {
    title: 'Terms of Service | Fanout',
    load: () => import('../pages/public/terms-page').then((m) => m.TermsPage),
  },
  'privacy-policy': {
    title: 'Privacy Policy | Fanout',
    load: () => import('../pages/public/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  },
  'user-data-deletion': {
    title: 'Data Deletion | Fanout',
    load: () =>
      import('../pages/public/user-data-deletion-page').then((m) => m.UserDataDeletionPage),
  },
  'not-found': {
    title: '404 Page Not Found | Fanout',
    load: () => import('../pages/public/not-found-page').then((m) => m.NotFoundPage),
  },
} satisfies Record<string, { title: string; load: () => Promise<ComponentType> }>;

export type PrerenderedPageKey = keyof typeof PRERENDERED_PAGES;

export function isPrerenderedPageKey(key: string | undefined): key is PrerenderedPageKey {
  return key !== undefined && Object.hasOwn(PRERENDERED_PAGES, key);
}
