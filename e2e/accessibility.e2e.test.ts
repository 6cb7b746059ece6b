import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '../apps/web/src/pages/signed-in-pages';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { claimAdminWithSetupLink, newPage, signUp } from './support/pages';

const journey = useJourney();

/** The signed-out pages a visitor can open (the routes without a token in their address). */
const PUBLIC_PAGES = [
  '/',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/terms',
  '/privacy-policy',
  '/user-data-deletion',
  '/no/such/page',
];

/**
 * Every page, in both colour schemes, with axe (ADR 0044): the journeys audit what they visit,
 * this one also reaches the pages no journey opens, and the billing pages in their empty states.
 */
describe('accessibility: every page passes axe in both colour schemes', () => {
  it('the signed-out pages', async () => {
    const page = await newPage(journey.browser);
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${journey.server.baseUrl}${path}`);
      await expect.poll(() => page.locator('main, h1').first().isVisible()).toBe(true);
      await audit(page, path);
    }
    await page.context().close();
  });

  it('every signed-in page, as the administrator who can open them all', async () => {
    const page = await newPage(journey.browser);
    await signUp(page, journey.server.baseUrl, 'auditor@example.com', 'Audrey');
    await claimAdminWithSetupLink(page, journey.server.baseUrl);
    for (const { path, title } of SIGNED_IN_PAGES) {
      await page.goto(`${journey.server.baseUrl}${path}`);
      await expect
        .poll(() => page.getByRole('heading', { name: title, exact: true }).first().isVisible())
        .toBe(true);
      await audit(page, title);
    }
    await page.context().close();
  });
});
