import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { claimAdminWithSetupLink, newPage, PASSWORD, signUp, typeInto } from './support/pages';
import { useJourney } from './support/journey';

const journey = useJourney();

/** Signs out from the user menu: a POST to /api/auth/logout, never a GET a link could fake. */
async function signOut(page: Page): Promise<void> {
  const requests: string[] = [];
  const record = (request: { method: () => string; url: () => string }) => {
    if (request.url().includes('/logout')) requests.push(`${request.method()} ${request.url()}`);
  };
  page.on('request', record);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL(`${journey.server.baseUrl}/`);
  await expect
    .poll(() => page.getByRole('link', { name: 'Get Started' }).first().isVisible())
    .toBe(true);
  page.off('request', record);
  expect(requests).toEqual([`POST ${journey.server.baseUrl}/api/auth/logout`]);
}

describe('browser journey: sign up, shell, sign out, sign in', () => {
  it('a visitor reaches sign-in from the landing page; the first user claims the admin shell with the logged setup link', async () => {
    const page = await newPage(journey.browser);
    await page.goto(journey.server.baseUrl);
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL(/\/sign-in/);

    await signUp(page, journey.server.baseUrl, 'admin@example.com', 'Ada');
    const nav = page.getByRole('navigation');
    // Being first makes nobody admin (ADR 0028): the operator's setup link does.
    await expect
      .poll(() => nav.getByRole('link', { name: 'Credits & Billing' }).isVisible())
      .toBe(true);
    expect(await nav.getByText('Administration').count()).toBe(0);
    await claimAdminWithSetupLink(page, journey.server.baseUrl);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible())
      .toBe(true);
    await expect.poll(() => nav.getByText('Administration').isVisible()).toBe(true);
    await expect
      .poll(() => nav.getByRole('link', { name: 'Connected Accounts' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('60 Credits').first().isVisible()).toBe(true);

    await signOut(page);
    await page.context().close();
  });

  it('signs in again with the same password and lands where it was going', async () => {
    const page = await newPage(journey.browser);
    await page.goto(`${journey.server.baseUrl}/accounts`);
    await page.waitForURL(/\/sign-in\?returnTo=%2Faccounts/);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong password here');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Invalid email or password').isVisible()).toBe(true);

    // The second try by keyboard alone (ADR 0044): Tab to the password, type it, Enter submits.
    await typeInto(page, page.getByRole('textbox', { name: 'Password' }), PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${journey.server.baseUrl}/accounts`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Connected Accounts' }).isVisible())
      .toBe(true);
    await page.context().close();
  });

  it('a customer does not see the Administration section', async () => {
    const page = await newPage(journey.browser);
    await signUp(page, journey.server.baseUrl, 'customer@example.com', 'Cleo');
    const nav = page.getByRole('navigation');
    await expect
      .poll(() => nav.getByRole('link', { name: 'Credits & Billing' }).isVisible())
      .toBe(true);
    expect(await nav.getByText('Administration').count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    await signOut(page);
    await page.context().close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await newPage(journey.browser);
    await page.goto(`${journey.server.baseUrl}/no/such/page`);
    await expect.poll(() => page.getByText('404 Page Not Found').first().isVisible()).toBe(true);
    await page.context().close();
  });
});
