import { describe, expect, it } from 'vitest';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { connectThroughConsent, createGroup, newPage, signUp, tabTo } from './support/pages';
import { sandboxPosts, setSandboxFault } from './support/sandbox-control';

const journey = useJourney();

const setFault = (platform: string, fault: Record<string, unknown> | null) =>
  setSandboxFault(journey.server, platform, fault);

/** How many posts with this text the sandbox platform holds. */
async function copiesOn(platform: string, text: string): Promise<number> {
  const posts = await sandboxPosts(journey.server, platform);
  return posts.filter((post) => post.text.includes(text)).length;
}

const PUBLISH_TIMEOUT = { timeout: 60_000, interval: 500 };

describe('browser journey: one platform failed, retried on its own (ADR 0054)', () => {
  it('shows Partially published with the reason and advice, and a Retry of that target publishes it', async () => {
    const base = journey.server.baseUrl;
    // A browser away from UTC (journeys plan in the user's zone, ADR 0056).
    const page = await newPage(journey.browser, 1280, { timezoneId: 'Asia/Kolkata' });
    await signUp(page, base, 'retrier@example.com', 'Rita');
    await createGroup(page, base, 'Brand');
    for (const platform of ['LinkedIn', 'X', 'Threads'])
      await connectThroughConsent(page, platform);

    // Threads refuses posts for now.
    await setFault('threads', { kind: 'refuse', message: 'The text is too long for Threads' });
    const text = 'Three platforms, one retry.';
    await page.goto(`${base}/create`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Retry me');
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill(text);
    const boxes = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(3);
    for (const box of await boxes.all()) await box.check();
    await tabTo(page, page.getByRole('button', { name: 'Post Now' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');

    await page.goto(`${base}/`);
    const card = page.getByRole('article', { name: 'Retry me' }).first();
    await expect
      .poll(
        () => card.getByText('Partially published', { exact: true }).isVisible(),
        PUBLISH_TIMEOUT,
      )
      .toBe(true);
    await expect
      .poll(() => card.getByText(/Threads: .*The text is too long for Threads/).isVisible())
      .toBe(true);
    await expect
      .poll(() => card.getByText(/Edit the post to fit this platform/).isVisible())
      .toBe(true);
    for (const name of ['LinkedIn', 'X']) {
      await expect
        .poll(() => card.getByRole('link', { name: `View on ${name}` }).isVisible())
        .toBe(true);
    }
    // Only the failed target offers Retry.
    await expect.poll(() => card.getByRole('button', { name: /^Retry/ }).count()).toBe(1);
    await audit(page, 'partially published post');

    // The fault is cleared; Retry on Threads alone publishes it, once.
    await setFault('threads', null);
    await tabTo(page, card.getByRole('button', { name: 'Retry Threads' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => card.getByText('Published', { exact: true }).isVisible(), PUBLISH_TIMEOUT)
      .toBe(true);
    await expect
      .poll(() => card.getByRole('link', { name: 'View on Threads' }).isVisible())
      .toBe(true);
    await expect.poll(() => card.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
    for (const platform of ['linkedin', 'twitter', 'threads']) {
      expect(await copiesOn(platform, text), platform).toBe(1);
    }
    // 60 at sign-up, 3 × 3 charged once each in the end (the refused try was refunded).
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Credit Balance' }).getByText('51 Credits').isVisible(),
      )
      .toBe(true);
    await page.context().close();
  }, 180_000);
});
