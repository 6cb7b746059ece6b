import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, socialAccounts, users } from '@fanout/db/schema';
import { insertPublishedHistory } from '@fanout/db/testing';
import { addDays, zonedInstant, zonedWallTime } from '@fanout/shared';
import { queueSlots } from '@fanout/shared/queue';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { addToQueue, composeToOnlyAccount, signUpWithOneAccount } from './support/pages';

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

  it('suggests the account’s best time in the composer, and the queue fills it once asked (ADR 0091)', async () => {
    const base = journey.server.baseUrl;
    const email = 'best-times@example.com';
    const page = await signUpWithOneAccount(journey.browser, base, {
      email,
      name: 'Bea',
      timeZone: ZONE,
    });
    // Six weeks of history: Tuesdays at 09:30 engaged 6% of their views, Thursdays at 18:00 1%.
    const db = journey.server.database.db;
    const [account] = await db
      .select({ id: socialAccounts.id, ownerId: users.id, groupId: socialAccounts.groupId })
      .from(socialAccounts)
      .innerJoin(users, eq(users.id, socialAccounts.ownerId))
      .where(eq(users.email, email));
    if (!account) throw new Error('the X account is not connected');
    const today = zonedWallTime(new Date(), ZONE).date;
    const history = [];
    for (let back = 3; history.length < 12; back += 1) {
      const date = addDays(today, -back);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const time = weekday === 2 ? '09:30' : weekday === 4 ? '18:00' : null;
      const at = time ? zonedInstant({ date, time }, ZONE) : null;
      if (at) history.push({ publishedAt: at, views: 1000, engagement: weekday === 2 ? 60 : 10 });
    }
    await insertPublishedHistory(db, { ...account, platform: 'twitter' }, history);
    const [bestSlot] = queueSlots(
      { days: [], times: [], timeZone: ZONE, cells: [{ day: 2, time: '09:00' }] },
      new Date(),
    );
    const best = zonedWallTime(bestSlot ?? new Date(), ZONE);

    await page.goto(`${base}/create`);
    await composeToOnlyAccount(page, 'At my best time');
    const schedule = page.getByRole('region', { name: 'Schedule' });
    const suggestion = schedule.getByText(/^Best time for @\S+: Tue 9:00 \(from 12 posts\)$/);
    await expect.poll(() => suggestion.isVisible()).toBe(true);
    await audit(page, 'the composer suggesting a best time');
    await schedule.getByRole('button', { name: /^Use Tue 9:00 for @/ }).click();
    await expect.poll(() => schedule.getByLabel('Date').inputValue()).toBe(best.date);
    await expect.poll(() => schedule.getByLabel('Time').inputValue()).toBe('09:00');

    // The group's queue on its best times: the one cell that did better than usual.
    await page.goto(`${base}/accounts`);
    await page.getByText('Brand', { exact: true }).click();
    const card = page.getByRole('region', { name: 'Posting queue' });
    await expect.poll(() => card.isVisible()).toBe(true);
    const useBest = card.getByRole('switch', { name: 'Use my best times' });
    await useBest.click();
    await expect.poll(() => useBest.isChecked()).toBe(true);
    await card.getByRole('button', { name: 'Save schedule' }).click();
    const inUse = card.getByText(
      'Add to Queue uses your best times: Tuesday 09:00 (from 12 posts).',
    );
    await expect.poll(() => inUse.isVisible()).toBe(true);
    await audit(page, 'a group’s queue on its best times');

    // Add to Queue takes the best cell's next time (the integration test fills several).
    await addToQueue(page, base, 'Queued at my best time');
    const [queued] = await db
      .select({ at: posts.scheduledAt })
      .from(posts)
      .where(eq(posts.title, 'Queued at my best time'));
    expect(queued?.at?.toISOString()).toBe(bestSlot?.toISOString());
  });
});
