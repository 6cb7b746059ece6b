import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { posts, users } from '@fanout/db/schema';
import { addDays, zonedInstant, zonedWallTime } from '@fanout/shared';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import {
  composeToOnlyAccount,
  newPage,
  signUp,
  signUpWithOneAccount,
  tabTo,
} from './support/pages';

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

/** Posts in the current month, in time order ("Month post 0" first), from its 2nd to its 27th day. */
async function seedMonthOfPosts(email: string, count: number): Promise<void> {
  const { db } = journey.server.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const now = new Date();
  const second = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 2, 12);
  const span = 25 * 86_400_000;
  await db.insert(posts).values(
    Array.from({ length: count }, (_, i) => ({
      ownerId: user.id,
      title: `Month post ${i}`,
      textContent: `Post ${i} of the month`,
      scheduledAt: new Date(second + Math.floor((i * span) / count)),
      timeZone: 'UTC',
    })),
  );
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
    // Whether the day is shown is asked only once the week's hours are drawn.
    const anyNineAm = page.getByRole('gridcell', { name: /, 9 AM/ });
    await expect.poll(() => anyNineAm.first().isVisible()).toBe(true);
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

  it('names an untitled post by the start of its text beside its network’s icon, and its page shows the X variant', async () => {
    const base = journey.server.baseUrl;
    const page = await signUpWithOneAccount(journey.browser, base, {
      email: 'untitled@example.com',
      name: 'Una',
      timeZone: 'UTC',
    });
    const accounts = (await (await page.request.get(`${base}/api/social-accounts`)).json()) as {
      id: string;
      platform: string;
    }[];
    const x = accounts.find((account) => account.platform === 'twitter');
    if (!x) throw new Error('the X account is not connected');
    const created = await page.request.post(`${base}/api/posts`, {
      headers: { origin: base },
      data: {
        textContent: 'Autumn sale starts Monday!\nEverything in the shop is 20% off for a week.',
        platforms: [x.id],
        status: 'draft',
        variants: { [x.id]: { textContent: 'Sale on Monday: 20% off, one week only.' } },
      },
    });
    expect(created.status()).toBe(200);
    // Its first 40 characters, on one line.
    const snippet = 'Autumn sale starts Monday! Everything in…';

    // A draft without a time is on the day it was written: its chip, with X's icon.
    await page.goto(`${base}/calendar`);
    const chip = page.getByRole('grid').getByRole('link', { name: snippet });
    await expect.poll(() => chip.isVisible()).toBe(true);
    const icon = chip.getByRole('img', { name: 'X', exact: true });
    expect(await icon.isVisible()).toBe(true);
    // Painted with X's image, not an empty box.
    expect(await icon.evaluate((element) => getComputedStyle(element).maskImage)).toMatch(
      /^url\("data:image\/svg\+xml,/,
    );
    expect(await page.getByText('Untitled Post').count()).toBe(0);
    await page.getByText('List', { exact: true }).click();
    const listed = page.getByRole('article', { name: snippet, exact: true });
    await expect.poll(() => listed.isVisible()).toBe(true);
    expect(await listed.getByRole('img', { name: 'X', exact: true }).isVisible()).toBe(true);

    // Posts & Drafts names it alike.
    await page.goto(`${base}/scheduled`);
    await page.getByRole('tab', { name: /^Drafts/ }).click();
    const card = page.getByRole('article', { name: snippet, exact: true });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByRole('img', { name: 'X', exact: true }).isVisible()).toBe(true);

    // Its page: the shared text at the top, X's own text under X's line.
    await card.getByRole('link', { name: snippet }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: snippet }).isVisible())
      .toBe(true);
    const variant = page.getByRole('group', { name: /^Customised for X/ });
    await expect.poll(() => variant.isVisible()).toBe(true);
    expect(await variant.getByText('Customised text', { exact: true }).isVisible()).toBe(true);
    expect(
      await variant
        .getByText('Sale on Monday: 20% off, one week only.', { exact: true })
        .isVisible(),
    ).toBe(true);
    await audit(page, 'post page with a variant');
  });

  it('renders only the list view’s posts near the screen, and the keyboard reaches every one', async () => {
    const base = journey.server.baseUrl;
    const count = 120;
    const page = await newPage(journey.browser, 1280, { timezoneId: 'UTC', locale: 'en-US' });
    await signUp(page, base, 'lister@example.com', 'Lena');
    await seedMonthOfPosts('lister@example.com', count);
    await page.goto(`${base}/calendar`);
    await page.getByText('List', { exact: true }).click();
    const articles = page.getByRole('article');
    const post = (i: number) => page.getByRole('article', { name: `Month post ${i}`, exact: true });
    await expect.poll(() => post(0).isVisible()).toBe(true);
    // A screenful and a few rows either side, each item telling its place among all 120.
    const rendered = await articles.count();
    expect(rendered).toBeGreaterThan(3);
    expect(rendered).toBeLessThan(40);
    expect(await post(60).count()).toBe(0);
    expect(await page.getByRole('listitem').first().getAttribute('aria-setsize')).toBe(`${count}`);
    await audit(page, 'the calendar, list view of a long month');

    // Tab goes on from post to post as the page scrolls, past the rows first rendered.
    const focusedPost = () =>
      page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('aria-label'));
    await tabTo(page, post(0).getByRole('link', { name: 'Open' }), { limit: 100 });
    let presses = 0;
    while ((await focusedPost()) !== 'Month post 20' && presses < 100) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await focusedPost()).toBe('Month post 20');
    // End, Page Up and Home move the focus to any post, rendering it and scrolling to it.
    await page.keyboard.press('End');
    await expect.poll(focusedPost).toBe(`Month post ${count - 1}`);
    await expect.poll(() => post(count - 1).isVisible()).toBe(true);
    await expect.poll(() => post(0).count()).toBe(0);
    await page.keyboard.press('PageUp');
    await expect.poll(focusedPost).toBe(`Month post ${count - 2}`);
    await page.keyboard.press('Home');
    await expect.poll(focusedPost).toBe('Month post 0');
    await expect.poll(() => post(0).isVisible()).toBe(true);
  });
});
