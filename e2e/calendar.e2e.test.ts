import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { posts } from '@fanout/db/schema';
import { addDays, zonedInstant, zonedWallTime } from '@fanout/shared';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { composeToOnlyAccount, signUpWithOneAccount } from './support/pages';

const journey = useJourney();
const ZONE = 'America/New_York';

/** A day as the month view names its cell: "Thursday, November 26, 2026". */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'full', timeZone: 'UTC' });
const dayCell = (page: Page, date: string) =>
  page.getByRole('gridcell', { name: new RegExp(`^${longDate(date)}`) });

async function scheduledAt(title: string): Promise<string | undefined> {
  const rows = await journey.server.database.db
    .select({ at: posts.scheduledAt })
    .from(posts)
    .where(eq(posts.title, title));
  return rows.find((row) => row.at !== null)?.at?.toISOString();
}

describe('browser journey: the calendar (ADR 0058)', () => {
  it('schedules from an empty day, drags the post to the next day, and Posts & Drafts shows the new local time', async () => {
    const base = journey.server.baseUrl;
    const page = await signUpWithOneAccount(journey.browser, base, {
      email: 'planner@example.com',
      name: 'Paula',
      timeZone: ZONE,
    });

    const today = zonedWallTime(new Date(), ZONE).date;
    const tomorrow = addDays(today, 1);
    const dayAfter = addDays(today, 2);

    // An empty day opens Create Post with that day at 09:00 filled in.
    await page.getByRole('link', { name: 'Calendar' }).click();
    await expect.poll(() => page.getByRole('grid').isVisible()).toBe(true);
    await expect.poll(() => dayCell(page, today).getAttribute('aria-current')).toBe('date');
    await dayCell(page, tomorrow).click();
    await expect.poll(() => page.getByLabel('Date').inputValue()).toBe(tomorrow);
    await expect.poll(() => page.getByLabel('Time').inputValue()).toBe('09:00');
    await composeToOnlyAccount(page, 'Planned post');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');
    expect(await scheduledAt('Planned post')).toBe(
      zonedInstant({ date: tomorrow, time: '09:00' }, ZONE)?.toISOString(),
    );

    // On the calendar, on that day; dragged to the next one.
    await page.goto(`${base}/calendar`);
    const chip = dayCell(page, tomorrow).getByRole('link', { name: /Planned post/ });
    await expect.poll(() => chip.isVisible()).toBe(true);
    await audit(page, 'the calendar with a post');
    await chip.dragTo(dayCell(page, dayAfter));
    await expect.poll(() => page.getByText('Post moved').isVisible()).toBe(true);
    await expect
      .poll(() => scheduledAt('Planned post'))
      .toBe(zonedInstant({ date: dayAfter, time: '09:00' }, ZONE)?.toISOString());
    await expect
      .poll(() =>
        dayCell(page, dayAfter)
          .getByRole('link', { name: /Planned post/ })
          .isVisible(),
      )
      .toBe(true);

    // The week view has it at 9 AM; the list view duplicates it into a draft.
    await page.getByText('Week', { exact: true }).click();
    const nineAm = page.getByRole('gridcell', { name: new RegExp(`^${longDate(dayAfter)}, 9 AM`) });
    // The week view opens on today's week; on a Friday or a Saturday (weeks from Sunday, en-US)
    // the day after tomorrow is in the next one.
    const nextWeek = page.getByRole('button', { name: 'Next week' });
    await expect.poll(() => nextWeek.isVisible()).toBe(true);
    if ((await nineAm.count()) === 0) await nextWeek.click();
    await expect
      .poll(() => nineAm.getByRole('link', { name: /Planned post/ }).isVisible())
      .toBe(true);
    await audit(page, 'the calendar, week view');
    // Next week's free queue slots of Brand are empty places: one opens Create Post at its time.
    await nextWeek.click();
    const slot = page.getByRole('button', { name: /free slot of Brand/ }).first();
    await expect.poll(() => slot.isVisible()).toBe(true);
    await slot.click();
    await expect.poll(() => page.getByLabel('Time').inputValue()).toMatch(/^(09|12|17):00$/);
    await page.goto(`${base}/calendar`);
    await page.getByText('Week', { exact: true }).click();
    await page.getByText('List', { exact: true }).click();
    // The list view holds today's month; at a month's end the day after tomorrow is in the next.
    if (dayAfter.slice(0, 7) !== today.slice(0, 7)) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    const listed = page.getByRole('article', { name: 'Planned post' });
    await expect.poll(() => listed.isVisible()).toBe(true);
    // Move, without dragging (WCAG 2.5.7): the same day at 10:30, typed in the user's zone.
    await listed.getByRole('button', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move post' });
    await dialog.getByLabel('New date & time').fill(`${dayAfter}T10:30`);
    await audit(page, 'the calendar, Move dialog');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect
      .poll(() => scheduledAt('Planned post'))
      .toBe(zonedInstant({ date: dayAfter, time: '10:30' }, ZONE)?.toISOString());
    await expect.poll(() => dialog.count()).toBe(0);
    await listed.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => page.getByText('Post duplicated').isVisible()).toBe(true);
    await audit(page, 'the calendar, list view');
    const copies = await journey.server.database.db
      .select({ at: posts.scheduledAt })
      .from(posts)
      .where(eq(posts.title, 'Planned post'));
    expect(copies.map((copy) => copy.at === null).sort()).toEqual([false, true]);

    // Three more copies make today hold four drafts: the month view shows three and a "+1 more"
    // that opens today's week, where all four are.
    for (let i = 0; i < 3; i += 1) {
      await listed.first().getByRole('button', { name: 'Duplicate' }).click();
    }
    await expect
      .poll(async () => (await journey.server.database.db.select().from(posts)).length)
      .toBe(5);
    await page.goto(`${base}/calendar`); // the month view, on today's month
    const more = dayCell(page, today).getByRole('button', {
      name: /^1 more on .*: show the week$/,
    });
    await expect.poll(() => more.isVisible()).toBe(true);
    await more.click();
    await expect.poll(() => page.getByRole('button', { name: 'Next week' }).isVisible()).toBe(true);
    const todayHours = page.getByRole('gridcell', { name: new RegExp(`^${longDate(today)}, `) });
    await expect.poll(() => todayHours.getByRole('link', { name: /Planned post/ }).count()).toBe(4);

    // Posts & Drafts reads the new day and time in the user's zone.
    await page.goto(`${base}/scheduled`);
    const card = page.getByRole('article', { name: 'Planned post' });
    await expect.poll(() => card.isVisible()).toBe(true);
    const day = new Date(`${dayAfter}T12:00:00Z`).toLocaleDateString('en-US', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    await expect.poll(() => card.textContent()).toContain(`Scheduled: ${day}, 10:30`);
  });
});
