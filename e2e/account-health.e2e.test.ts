import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '@fanout/db/schema';
import { accountRiskHeadline, zonedWallTime } from '@fanout/shared';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { addToQueue, signUpWithOneAccount } from './support/pages';

// The refresh sweep every 2 s, renewing every token (a 10-hour window holds X's 2-hour tokens):
// a token the platform revoked is found within seconds, as the sweep would in hours.
const journey = useJourney({
  TOKEN_REFRESH_SWEEP_SECONDS: '2',
  TOKEN_REFRESH_WINDOW_MINUTES: '600',
});
const ZONE = 'Europe/Berlin';
const SWEEP_TIMEOUT = { timeout: 30_000, interval: 500 };

describe('browser journey: health before it fails (ADR 0060)', () => {
  it('warns on the dashboard, the calendar and the bell before the posts fail; a reconnect ends it', async () => {
    const base = journey.server.baseUrl;
    const page = await signUpWithOneAccount(journey.browser, base, {
      email: 'planner@example.com',
      name: 'Paula',
      timeZone: ZONE,
    });
    const titles = ['Queued one', 'Queued two', 'Queued three'];
    for (const title of titles) await addToQueue(page, base, title);

    // All is well: no warning.
    await page.goto(`${base}/`);
    await expect.poll(() => page.getByText('Queued one').first().isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Accounts to reconnect' }).count()).toBe(0);

    // The user removes Fanout's access at X: the next renewal is refused.
    const revoked = await fetch(`${base}/sandbox/_control/oauth/twitter/revoke`, {
      method: 'POST',
      headers: journey.server.sandboxControl,
    });
    expect(revoked.status).toBe(200);

    const rows = await journey.server.database.db
      .select({ id: posts.id, at: posts.scheduledAt })
      .from(posts)
      .orderBy(asc(posts.scheduledAt));
    const headline = accountRiskHeadline(
      {
        platform: 'twitter',
        postCount: rows.length,
        posts: rows.map((row) => ({
          postId: row.id,
          targetId: row.id,
          dueAt: row.at?.toISOString() ?? '',
        })),
      },
      new Date(),
      ZONE,
    );
    expect(headline).toMatch(/^3 posts .* will fail: reconnect X now$/);

    // The dashboard says so, with the way to reconnect.
    const warning = page.getByRole('region', { name: 'Accounts to reconnect' });
    await expect.poll(() => warning.getByText(headline).isVisible(), SWEEP_TIMEOUT).toBe(true);
    await expect
      .poll(() => warning.getByText(/X refused to renew its access/).isVisible())
      .toBe(true);
    await audit(page, 'dashboard warning of posts that will fail');

    // So does the bell, once.
    const bell = page.getByRole('button', { name: 'Notifications: 1 unread' });
    await expect.poll(() => bell.isVisible(), SWEEP_TIMEOUT).toBe(true);
    await bell.click();
    await expect.poll(() => page.getByText(headline).count()).toBe(2);
    await expect
      .poll(() => page.getByRole('link', { name: 'Open Connected Accounts' }).isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');

    // And each post on the calendar.
    await page.goto(`${base}/calendar`);
    const first = rows[0]?.at ?? new Date();
    if (
      zonedWallTime(first, ZONE).date.slice(0, 7) !==
      zonedWallTime(new Date(), ZONE).date.slice(0, 7)
    ) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    const chip = page.getByRole('link', {
      name: /Queued one.*X needs reconnecting before this post is due/,
    });
    await expect.poll(() => chip.isVisible()).toBe(true);
    await audit(page, 'calendar with a post that will fail');

    // Its page says so too, with the way to reconnect.
    await chip.click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Queued one' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText('X needs reconnecting before this post is due').isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Reconnect X' }).count()).toBe(1);
    await audit(page, 'a post that will fail');

    // Reconnecting X from the warning ends it.
    await page.goto(`${base}/`);
    await warning.getByRole('link', { name: 'Reconnect X' }).click();
    await page.waitForURL(/\/accounts/);
    const card = page.getByRole('article', { name: 'X', exact: true });
    await card.getByRole('button', { name: 'Reconnect' }).click();
    await page.waitForURL(/\/sandbox\//);
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL(/\/accounts/);
    await expect.poll(() => card.getByRole('button', { name: 'Connected' }).isVisible()).toBe(true);
    await page.goto(`${base}/`);
    await expect.poll(() => page.getByText('Queued one').first().isVisible()).toBe(true);
    await expect
      .poll(
        () => page.getByRole('region', { name: 'Accounts to reconnect' }).count(),
        SWEEP_TIMEOUT,
      )
      .toBe(0);
  });
});
