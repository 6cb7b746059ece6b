import { describe, expect, it } from 'vitest';
import { emailedLink, newPage, PASSWORD, submitSignUp, tabTo } from './support/pages';
import { useJourney } from './support/journey';
import { startProductServer } from './support/product-server';

const journey = useJourney();
const BANNER = 'Verify your email address to receive your welcome credits';

describe('browser journey: email verification', () => {
  it('sign up → check your email → the link → dashboard with welcome credits, banner gone', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await submitSignUp(page, base, 'verify@example.com', 'Vera');
    expect(
      await page
        .getByText('Check your email: we sent a link to finish creating your account.')
        .isVisible(),
    ).toBe(true);

    // Signed in before verifying: the banner, no credits yet, and a way to get a new link.
    await page.goto(`${base}/sign-in`);
    await page.getByLabel('Email').fill('verify@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${base}/`);
    await expect.poll(() => page.getByText(BANNER).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('0 Credits').first().isVisible()).toBe(true);
    // By keyboard alone (ADR 0044).
    await tabTo(page, page.getByRole('button', { name: 'Send a new link' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.getByText('We sent a new verification link to verify@example.com.').isVisible(),
      )
      .toBe(true);

    await page.goto(await emailedLink(base, 'verify@example.com', 'verify-email'));
    await page.waitForURL(`${base}/`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('60 Credits').first().isVisible()).toBe(true);
    expect(await page.getByText(BANNER).count()).toBe(0);
    await page.context().close();
  });

  it('a broken link says so clearly and offers a new one', async () => {
    const page = await newPage(journey.browser);
    await page.goto(`${journey.server.baseUrl}/verify-email?token=forged.token`);
    await expect
      .poll(() =>
        page.getByText('This verification link is invalid or has expired').first().isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Sign in to send a new link' }).isVisible()).toBe(
      true,
    );
    await page.context().close();
  });

  it('with SIGNUP=closed the sign-up page says sign-up is closed and shows no form', async () => {
    const closed = await startProductServer({ SIGNUP: 'closed' });
    try {
      const page = await newPage(journey.browser);
      await page.goto(`${closed.baseUrl}/sign-up`);
      await expect
        .poll(() => page.getByText('Sign-up is closed on this server.').isVisible())
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Create account' }).count()).toBe(0);
      await page.context().close();
    } finally {
      expect(await closed.stop()).toBe(0);
    }
  });
});
