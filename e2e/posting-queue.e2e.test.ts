import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '@fanout/db/schema';
import { queueSlots } from '@fanout/shared/queue';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { addToQueue, signUpWithOneAccount } from './support/pages';

const journey = useJourney();
const ZONE = 'Asia/Tokyo';

describe('browser journey: the posting queue (ADR 0057)', () => {
  it('sets a group’s schedule, adds two posts to the queue, and finds them in consecutive slots', async () => {
    const base = journey.server.baseUrl;
    const page = await signUpWithOneAccount(journey.browser, base, {
      email: 'queuer@example.com',
      name: 'Quinn',
      timeZone: ZONE,
    });

    // Every day at 10:30 in the user's zone (detected from this Tokyo browser at sign-up).
    await page.goto(`${base}/accounts`);
    await page.getByText('Brand', { exact: true }).click();
    const card = page.getByRole('region', { name: 'Posting queue' });
    await expect.poll(() => card.isVisible()).toBe(true);
    for (const day of ['Saturday', 'Sunday']) {
      // A chip's checkbox is visually hidden behind its label: the label is what is clicked.
      await card.getByText(day, { exact: true }).click();
      await expect.poll(() => card.getByRole('checkbox', { name: day }).isChecked()).toBe(true);
    }
    const times = card.getByLabel('Queue times', { exact: true }).and(page.locator('input'));
    await times.click();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Backspace');
    await times.fill('10:30');
    await page.keyboard.press('Enter');
    await card.getByRole('button', { name: 'Save schedule' }).click();
    await expect.poll(() => page.getByText('Posting schedule saved').isVisible()).toBe(true);
    await audit(page, 'a group with its posting queue');

    const startedAt = new Date();
    await addToQueue(page, base, 'Queued first');
    await addToQueue(page, base, 'Queued second');

    const expected: Date[] = [];
    for (const slot of queueSlots(
      { days: [1, 2, 3, 4, 5, 6, 7], times: ['10:30'], timeZone: ZONE },
      startedAt,
    )) {
      expected.push(slot);
      if (expected.length === 2) break;
    }
    const rows = await journey.server.database.db
      .select({ title: posts.title, at: posts.scheduledAt })
      .from(posts)
      .orderBy(asc(posts.scheduledAt));
    expect(rows.map((row) => [row.title, row.at?.toISOString()])).toEqual([
      ['Queued first', expected[0]?.toISOString()],
      ['Queued second', expected[1]?.toISOString()],
    ]);

    // Posts & Drafts shows them at 10:30 on consecutive days, in the user's zone.
    await page.goto(`${base}/scheduled`);
    for (const [i, title] of ['Queued first', 'Queued second'].entries()) {
      const day = expected[i]?.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: ZONE });
      const post = page.getByRole('article', { name: title });
      await expect.poll(() => post.isVisible()).toBe(true);
      await expect.poll(() => post.textContent()).toContain(`Scheduled: ${day}, 10:30`);
    }
  });
});
