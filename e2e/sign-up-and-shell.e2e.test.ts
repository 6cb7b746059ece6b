import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, PASSWORD, signUp } from './support/pages';
import { useJourney } from './support/journey';

const journey = useJourney();

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL(`${journey.server.baseUrl}/`);
  await expect
    .poll(() => page.getByRole('link', { name: 'Get Started' }).first().isVisible())
    .toBe(true);
}

describe('browser journey: sign up, shell, sign out, sign in', () => {
  it('a visitor reaches sign-in from the landing page and the first user gets the admin shell', async () => {
    const page = await newPage(journey.browser);
    await page.goto(journey.server.baseUrl);
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL(/\/sign-in/);

    await signUp(page, journey.server.baseUrl, 'admin@example.com', 'Ada');
    const nav = page.getByRole('navigation');
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

    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
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
