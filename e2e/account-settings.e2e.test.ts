import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '@fanout/core/testing';
import { useJourney } from './support/journey';
import { emailedLink, newPage, PASSWORD, signUp } from './support/pages';

const journey = useJourney();
const NEW_PASSWORD = 'another long enough password';

/** Signs in with the form; `returnTo` is where the browser was sent from. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens one of the user menu's entries and waits for its page. */
async function openFromUserMenu(
  page: Page,
  item: string,
  url: string,
  heading = item,
): Promise<void> {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.waitForURL(url);
  await expect
    .poll(() => page.getByRole('heading', { name: heading, level: 1 }).isVisible())
    .toBe(true);
}

async function signedInStatus(page: Page, base: string): Promise<number> {
  return (await page.request.get(`${base}/api/auth/user`)).status();
}

describe('browser journey: the user’s own settings (ADR 0053)', () => {
  it('a user changes their password and another session of theirs ends', async () => {
    const base = journey.server.baseUrl;
    const email = 'two-browsers@example.com';
    const page = await newPage(journey.browser);
    await signUp(page, base, email, 'Tess');
    const other = await newPage(journey.browser);
    await other.goto(`${base}/sign-in`);
    await signIn(other, email, PASSWORD);
    await other.waitForURL(`${base}/`);
    await expect
      .poll(() => other.getByRole('button', { name: /User menu/ }).isVisible())
      .toBe(true);

    await openFromUserMenu(page, 'Account Settings', `${base}/settings/account`);
    const sessions = page.getByRole('region', { name: 'Active sessions' });
    await expect.poll(() => sessions.getByRole('row').count()).toBe(3);
    await expect.poll(() => sessions.getByText('This device').isVisible()).toBe(true);
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await password.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}!`);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => password.getByText('The new passwords do not match.').isVisible())
      .toBe(true);
    await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => password.getByText('Your password has been changed.').isVisible())
      .toBe(true);
    // Only this browser's session is left in the list, and it is still signed in.
    await expect.poll(() => sessions.getByRole('row').count()).toBe(2);
    expect(await signedInStatus(page, base)).toBe(200);

    // The other browser is signed out on its next navigation; the new password signs it in.
    await other.goto(`${base}/scheduled`);
    await other.waitForURL(/\/sign-in\?returnTo=/);
    await signIn(other, email, PASSWORD);
    await expect.poll(() => other.getByText('Invalid email or password').isVisible()).toBe(true);
    await signIn(other, email, NEW_PASSWORD);
    await other.waitForURL(`${base}/scheduled`);
    expect(await signedInStatus(other, base)).toBe(200);
    await other.context().close();
    await page.context().close();
  });

  it('idle logout on (30 minutes, on Playwright’s clock) signs the user out after inactivity', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    // Before the first page loads, so the app's timers and Date run on the test's clock.
    await page.clock.install();
    await signUp(page, base, 'idle@example.com', 'Ida');
    await openFromUserMenu(page, 'Account Settings', `${base}/settings/account`);
    const idle = page.getByRole('switch', { name: /Sign me out after 30 minutes/ });
    await expect.poll(() => idle.isChecked()).toBe(false);

    // Off by default: a long pause ends nothing.
    await page.clock.fastForward('31:00');
    expect(page.url()).toBe(`${base}/settings/account`);
    expect(await signedInStatus(page, base)).toBe(200);

    await idle.click();
    await expect.poll(() => page.getByText('Automatic sign-out is on.').isVisible()).toBe(true);
    await page.clock.fastForward('20:00');
    // Activity before the deadline moves it: 40 minutes after turning it on, still signed in.
    await page.mouse.move(200, 300);
    await page.mouse.move(260, 320);
    await page.clock.fastForward('20:00');
    expect(page.url()).toBe(`${base}/settings/account`);
    expect(await signedInStatus(page, base)).toBe(200);

    // 30 minutes after the last activity the session ends: /api/logout, then the landing page.
    const left = page.waitForURL(`${base}/`);
    await page.clock.fastForward('10:01');
    await left;
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: /Write once/ }).isVisible())
      .toBe(true);
    expect(await signedInStatus(page, base)).toBe(401);
    await page.context().close();
  });

  it('a new name and picture show in the user menu', async () => {
    const base = journey.server.baseUrl;
    const fixtures = await makeMediaFixtures(
      mkdtempSync(path.join(tmpdir(), 'fanout-e2e-avatar-')),
    );
    const page = await newPage(journey.browser);
    await signUp(page, base, 'renamed@example.com', 'Old');
    await openFromUserMenu(page, 'Profile Settings', `${base}/settings/profile`);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect.poll(() => page.getByText('Your name has been saved.').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'User menu, Grace Hopper' }).isVisible())
      .toBe(true);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a picture' }).click();
    await (await chooser).setFiles(fixtures.imagePng);
    const header = page.getByRole('button', { name: 'User menu, Grace Hopper' });
    // The header's avatar is the uploaded image, really loaded by the browser.
    await expect
      .poll(() =>
        header
          .locator('img')
          .evaluate(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          )
          .catch(() => false),
      )
      .toBe(true);
    await expect
      .poll(() =>
        header
          .locator('img')
          .getAttribute('src')
          .catch(() => null),
      )
      .toMatch(/^\/api\/content\/[0-9a-f-]{36}\/thumbnail$/);

    await openFromUserMenu(page, 'Billing & Credits', `${base}/credits`, 'Credits & Billing');
    await page.context().close();
  });

  it('an email change waits for the link mailed to the new address, then shows everywhere', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'moving@example.com', 'Mo');
    await openFromUserMenu(page, 'Account Settings', `${base}/settings/account`);
    const email = page.getByRole('region', { name: 'Email address' });
    await email.getByLabel(/^New email address/).fill('moved@example.com');
    await email.getByLabel(/^Current password/).fill(PASSWORD);
    await email.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect
      .poll(() => email.getByText('We sent a confirmation link to moved@example.com').isVisible())
      .toBe(true);
    // Nothing changed yet.
    await expect.poll(() => email.getByText('moving@example.com').isVisible()).toBe(true);

    await page.goto(await emailedLink(base, 'moved@example.com', 'confirm-email-change'));
    await expect
      .poll(() => page.getByText('Your email address is now moved@example.com.').isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Go to Account Settings' }).click();
    await page.waitForURL(`${base}/settings/account`);
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Email address' })
          .getByText('moved@example.com', { exact: true })
          .isVisible(),
      )
      .toBe(true);
    // A second use of the link says it is spent.
    await page.goto(await emailedLink(base, 'moved@example.com', 'confirm-email-change'));
    await expect.poll(() => page.getByText(/already been used/).isVisible()).toBe(true);
    await page.context().close();
  });
});
