import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emailedLink, newPage, PASSWORD, signUp } from './support/pages';
import { useJourney } from './support/journey';

const journey = useJourney();

async function signInFails(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByText('Invalid email or password').isVisible()).toBe(true);
}

describe('browser journey: account deletion (ADR 0050)', () => {
  it('a user deletes their account from the user menu and can no longer sign in', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'leaving@example.com', 'Lea');
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type your email/).fill('leaving@example.com');
    // The app then loads the landing page signed out (a full load of `/`, where the dashboard
    // already was): wait for that load so it cannot cut off the next navigation.
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await confirm.click();
    await reloaded;
    // /sign-in is for guests only, so its form below proves the session ended.
    await signInFails(page, base, 'leaving@example.com');
    await page.context().close();
  });

  it('the public form mails a link; the link deletes the account on a click', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'by-mail@example.com', 'Mai');
    const visitor = await newPage(journey.browser);
    await visitor.goto(`${base}/user-data-deletion`);
    await visitor.getByLabel(/Email Address/).fill('by-mail@example.com');
    await visitor.getByRole('button', { name: 'Submit Deletion Request' }).click();
    await expect
      .poll(() => visitor.getByText('Request Submitted Successfully').isVisible())
      .toBe(true);
    await visitor.goto(
      await emailedLink(base, 'by-mail@example.com', 'user-data-deletion/confirm'),
    );
    await visitor.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => visitor.getByText('Your account was deleted').isVisible()).toBe(true);
    await signInFails(visitor, base, 'by-mail@example.com');
    await visitor.context().close();
    await page.context().close();
  });
});
