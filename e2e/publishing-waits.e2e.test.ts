import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { connectThroughConsent, createGroup, newPage, signUp, tabTo } from './support/pages';
import { setSandboxFault } from './support/sandbox-control';

const journey = useJourney();

const setFault = (platform: string, fault: Record<string, unknown>) =>
  setSandboxFault(journey.server, platform, fault);

// The time of a wait's end as the page writes it ("14:05", or "02:05 PM" in a 12-hour locale),
// after its date when it falls on another day ("Nov 26, 00:03": a run just before midnight).
const AT_TIME = String.raw`([A-Z][a-z]{2} \d{1,2}, |\d{1,2} [A-Z][a-z]{2}, )?\d{1,2}:\d{2}( [AP]M)?`;

describe('browser journey: publishing waits are shown (ADR 0033)', () => {
  it('a throttled LinkedIn and a failing X show their waits on the post and the paused account', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'waiter@example.com', 'Wanda');
    await createGroup(page, base, 'Brand');
    for (const platform of ['LinkedIn', 'X']) await connectThroughConsent(page, platform);

    // LinkedIn answers 429 without a reset time (it never sends one); X answers 503: both for
    // longer than this test looks, so the waits are what the page shows.
    await setFault('linkedin', { kind: 'rate_limit', forMs: 300_000 });
    await setFault('twitter', { kind: 'transient', forMs: 300_000 });

    await page.goto(`${base}/create`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Waiting post');
    await page
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('Out as soon as the platforms let it.');
    const boxes = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(2);
    // Accounts ticked and the post sent by keyboard alone (ADR 0044): Space ticks, Enter sends.
    for (const box of await boxes.all()) {
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await tabTo(page, page.getByRole('button', { name: 'Post Now' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');

    await page.goto(`${base}/`);
    const post = page.getByRole('article', { name: 'Waiting post' }).first();
    await expect.poll(() => post.isVisible()).toBe(true);
    await expect
      .poll(() =>
        post
          .getByText(new RegExp(`^Waiting for LinkedIn: rate limit, next try at ${AT_TIME}$`))
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => post.getByText(new RegExp(`^Waiting for X: next try at ${AT_TIME}$`)).isVisible())
      .toBe(true);

    // The account says it is paused, and until when: on the dashboard's connections card and on
    // the account's own card.
    const paused = new RegExp(`Paused by LinkedIn until ${AT_TIME}`);
    await expect.poll(() => page.getByText(paused).first().isVisible()).toBe(true);
    await page.goto(`${base}/accounts`);
    await page.getByText('Brand', { exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByText(new RegExp(`Paused by LinkedIn until ${AT_TIME}`))
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.context().close();
  }, 120_000);
});
