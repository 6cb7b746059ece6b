import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { posts, users } from '@fanout/db/schema';
import { useJourney } from './support/journey';
import {
  composeToOnlyAccount,
  connectThroughConsent,
  createGroup,
  newPage,
  signUp,
} from './support/pages';

const journey = useJourney();

/** Composes a post to every listed account and schedules it for `date` `time` (the user's zone). */
async function schedule(page: Page, title: string, date: string, time: string) {
  await page.goto(`${journey.server.baseUrl}/create`);
  await composeToOnlyAccount(page, title);
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Time').fill(time);
  await expect.poll(() => page.getByText('Your time zone: Europe/Berlin').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
    .toBe('');
}

async function scheduledAt(title: string): Promise<string | undefined> {
  const [row] = await journey.server.database.db
    .select({ at: posts.scheduledAt })
    .from(posts)
    .where(eq(posts.title, title));
  return row?.at?.toISOString();
}

describe('browser journey: planning in the user’s time zone, not the browser’s', () => {
  it('detects the zone at sign-up, changes it in settings, and schedules 09:00 Berlin across both DST changes from a Los Angeles browser', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser, 1280, {
      timezoneId: 'America/Los_Angeles',
      locale: 'en-US',
    });
    await signUp(page, base, 'zoned@example.com', 'Zed');
    const [user] = await journey.server.database.db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.email, 'zoned@example.com'));
    expect(user?.timeZone).toBe('America/Los_Angeles');

    await page.goto(`${base}/settings/profile`);
    const zone = page.getByLabel('Time zone', { exact: true }).and(page.locator('input'));
    await expect.poll(() => zone.inputValue()).toBe('America/Los_Angeles');
    await zone.fill('Europe/Berl');
    await page.getByRole('option', { name: 'Europe/Berlin' }).click();
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect
      .poll(() => page.getByText('Your time zone has been saved.').isVisible())
      .toBe(true);

    await createGroup(page, base, 'Brand');
    await connectThroughConsent(page, 'X');
    // Berlin moves to summer time on 2027-03-28 and back on 2027-10-31.
    await schedule(page, 'After spring change', '2027-03-29', '09:00');
    await schedule(page, 'After autumn change', '2027-11-01', '09:00');
    expect(await scheduledAt('After spring change')).toBe('2027-03-29T07:00:00.000Z');
    expect(await scheduledAt('After autumn change')).toBe('2027-11-01T08:00:00.000Z');

    // Posts & Drafts reads them at 09:00 too, though the browser's clock is in Los Angeles.
    await page.goto(`${base}/scheduled`);
    for (const [title, day] of [
      ['After spring change', 'Mar 29, 2027'],
      ['After autumn change', 'Nov 1, 2027'],
    ] as const) {
      const card = page.getByRole('article', { name: title });
      await expect.poll(() => card.isVisible()).toBe(true);
      await expect.poll(() => card.textContent()).toContain(`Scheduled: ${day}, 9:00 AM`);
    }
    await page.context().close();
  });
});
