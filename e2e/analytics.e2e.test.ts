import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { connectThroughConsent, createGroup, newPage, signUp } from './support/pages';
import { sandboxPosts } from './support/sandbox-control';

// X's reads cost money and are off unless the server turns them on (ANALYTICS_X_READS); the
// refresh sweep looks for due reads every second instead of every 30.
const journey = useJourney({ ANALYTICS_X_READS: 'true', ANALYTICS_SWEEP_SECONDS: '1' });

const PUBLISH_TIMEOUT = { timeout: 120_000, interval: 1_000 };
const READ_TIMEOUT = { timeout: 60_000, interval: 500 };
const TITLE = 'Figures day';

/**
 * What the sandbox answers for the post on each network, by the network's own names
 * (NETWORK_FIGURES), at the first read and at the second. In the vocabulary at the second: X
 * 2,400 views, 90 reactions, 12 comments, 25 reposts (reposts and quotes), 7 saves; LinkedIn
 * 1,600 views, 40, 6, 4; Bluesky no views, 30, 3, 10.
 */
const READS = {
  twitter: [
    {
      impression_count: 1200,
      like_count: 40,
      reply_count: 5,
      repost_count: 9,
      quote_count: 2,
      bookmark_count: 3,
    },
    {
      impression_count: 2400,
      like_count: 90,
      reply_count: 12,
      repost_count: 20,
      quote_count: 5,
      bookmark_count: 7,
    },
  ],
  linkedin: [
    { IMPRESSION: 700, REACTION: 18, COMMENT: 2, RESHARE: 1 },
    { IMPRESSION: 1600, REACTION: 40, COMMENT: 6, RESHARE: 4 },
  ],
  bluesky: [
    { likeCount: 12, replyCount: 1, repostCount: 4, quoteCount: 0 },
    { likeCount: 30, replyCount: 3, repostCount: 8, quoteCount: 2 },
  ],
} as const;
type Network = keyof typeof READS;

/** Writes a post and sends it with Post Now to every connected account. */
async function postNowToAll(page: Page, count: number) {
  await page.goto(`${journey.server.baseUrl}/create`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('How did this do?');
  const boxes = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
  await expect.poll(() => boxes.count()).toBe(count);
  for (const box of await boxes.all()) await box.check();
  await page.getByRole('button', { name: 'Post Now' }).click();
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
    .toBe('');
}

/** Bluesky signs in with an app password (the sandbox takes any well-formed one). */
async function connectBluesky(page: Page): Promise<void> {
  const card = page.getByRole('article', { name: 'Bluesky', exact: true });
  await card.getByRole('button', { name: 'Connect', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Bluesky' });
  await dialog.getByLabel('Handle').fill('figures.bsky.social');
  await dialog.getByLabel('App password').fill('abcd-efgh-ijkl-mnop');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect.poll(() => card.getByRole('button', { name: 'Connected' }).isVisible()).toBe(true);
}

/** Sets what the sandbox answers for the post on each network: the `read`th set of READS. */
async function setSandboxFigures(read: 0 | 1): Promise<void> {
  const control = journey.server.sandboxControl;
  for (const network of Object.keys(READS) as Network[]) {
    const posts = await sandboxPosts(journey.server, network);
    expect(posts).toHaveLength(1);
    const id = encodeURIComponent(posts[0]?.id ?? '');
    const answer = await fetch(
      `${journey.server.baseUrl}/sandbox/_control/figures/${network}/posts/${id}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...control },
        body: JSON.stringify({ figures: READS[network][read] }),
      },
    );
    expect(answer.status).toBe(200);
  }
}

/** The figure tile `label` of the target card whose heading starts with `network`. */
function tile(page: Page, network: string, label: string): Locator {
  return page
    .getByRole('article', { name: new RegExp(`^${network} \\(`) })
    .locator(`[data-figure="${label}"]`);
}

describe('browser journey: analytics (ADR 0090)', () => {
  it("publishes to three networks, reads their figures twice, shows the post's charts and the period's totals and top post, exports the CSV", async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'analyst@example.com', 'Ada');
    await createGroup(page, base, 'Brand');
    for (const network of ['LinkedIn', 'X']) await connectThroughConsent(page, network);
    await connectBluesky(page);

    await postNowToAll(page, 3);
    await page.goto(`${base}/scheduled`);
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByRole('tab', { name: /^Published/ }).click();
        return page.getByRole('article', { name: TITLE }).isVisible();
      }, PUBLISH_TIMEOUT)
      .toBe(true);
    await page.getByRole('article', { name: TITLE }).getByRole('link', { name: TITLE }).click();

    // Published, not read yet: each target says when its first read comes.
    const analytics = page.getByRole('region', { name: 'Analytics' });
    await expect
      .poll(
        () =>
          analytics.getByText('Not read yet: first read about an hour after publishing').count(),
        READ_TIMEOUT,
      )
      .toBe(3);

    // The first read, asked for with Refresh now: the button then waits its 5 minutes.
    await setSandboxFigures(0);
    await analytics.getByRole('button', { name: 'Refresh now' }).click();
    await expect
      .poll(() => analytics.getByText(/^Updated just now; next read in/).count(), READ_TIMEOUT)
      .toBe(3);
    expect(await analytics.getByRole('button', { name: 'Refresh now' }).isDisabled()).toBe(true);
    expect(await analytics.getByText(/^Available again in [45] minutes$/).isVisible()).toBe(true);
    await expect.poll(() => tile(page, 'X', 'Views').textContent()).toContain('1,200');

    // The sandbox's figures grow, and the schedule's next read comes due (an hour, in a moment).
    await setSandboxFigures(1);
    await journey.server.database.db.execute(
      sql`update target_analytics set next_refresh_at = now()`,
    );
    await expect
      .poll(() => tile(page, 'X', 'Views').textContent(), READ_TIMEOUT)
      .toContain('2,400');
    await expect
      .poll(() => tile(page, 'Bluesky', 'Reposts and shares').textContent())
      .toContain('10');
    expect(await tile(page, 'Bluesky', 'Views').textContent()).toContain('not reported by Bluesky');
    expect(await tile(page, 'LinkedIn', 'Saves').textContent()).toContain(
      'not reported by LinkedIn',
    );
    // A small chart per figure read twice: X's five, LinkedIn's four, Bluesky's three.
    await expect.poll(() => analytics.getByRole('img', { name: /over 2 reads:/ }).count()).toBe(12);
    expect(
      await analytics.getByRole('img', { name: 'Views over 2 reads: 1,200 → 2,400' }).count(),
    ).toBe(1);
    await expect.poll(() => analytics.locator('.recharts-surface').count()).toBe(12);
    await audit(page, 'post page with its figures');

    // The Analytics page: the period's totals, per network, and the top post.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect.poll(() => totals.isVisible()).toBe(true);
    const total = (label: string) => totals.locator(`[data-figure="${label}"]`);
    expect(await total('Views').innerText()).toMatch(/4,000\s+not reported by Bluesky/);
    expect(await total('Reactions').innerText()).toContain('160');
    expect(await total('Saves').innerText()).toMatch(/7\s+not reported by Bluesky and LinkedIn/);
    expect(await total('Clicks').innerText()).toContain('not reported by Bluesky, LinkedIn, and X');
    expect(await total('Engagement').innerText()).toContain('227');
    // The oldest fetch counted: the second reads, a moment ago (a slow machine may take a minute).
    expect(
      await page.getByText(/^Figures updated (just now|1 minute ago|2 minutes ago)$/).isVisible(),
    ).toBe(true);
    const byNetwork = page.getByRole('table', { name: 'By network' });
    expect(await byNetwork.getByRole('row', { name: /^Bluesky/ }).innerText()).toContain(
      'not reported by Bluesky',
    );
    const topPosts = page.getByRole('table', { name: 'Top posts' });
    expect(await topPosts.getByRole('row').nth(1).innerText()).toMatch(
      new RegExp(`^${TITLE}[\\s\\S]*4,000\\s+227$`),
    );
    await expect.poll(() => page.locator('.recharts-surface').count()).toBe(1);
    await audit(page, 'analytics page');

    // The CSV: the period's three targets, a figure a network does not report an empty cell.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^fanout-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const rows = (await text(await download.createReadStream())).trim().split(/\r?\n/);
    expect(rows[0]).toBe(
      'post_id,target_id,network,account,headline,published_at,fetched_at,state,views,reactions,comments,reposts,saves,clicks,engagement,item,item_position',
    );
    expect(
      rows
        .slice(1)
        .map((row) => row.split(',').slice(8).join(','))
        .sort(),
    ).toEqual([',30,3,10,,,43,post,', '1600,40,6,4,,,50,post,', '2400,90,12,25,7,,134,post,']);

    // One network: Bluesky's views are "not reported", never 0; a custom range keeps the period.
    await page.getByRole('combobox', { name: 'Network' }).click();
    await page.getByRole('option', { name: 'Bluesky' }).click();
    await expect
      .poll(() => total('Views').innerText())
      .toMatch(/^views\s+not reported by Bluesky$/i);
    await page.locator('label', { hasText: 'Custom range' }).click();
    await page.getByRole('button', { name: 'First and last days' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await total('Reactions').innerText()).toContain('30');
    await audit(page, 'analytics page, custom range');
    await page.context().close();
  }, 300_000);
});
