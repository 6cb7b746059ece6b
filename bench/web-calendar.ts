/**
 * The calendar with a month of 500 posts (ADR 0058): how long the page takes to show them
 * once their data has arrived — the month view (six weeks, three posts a day and a count) and the
 * list view's first screenful (it renders only the cards near the screen, ADR 0074). Run by
 * `pnpm bench:web` after the landing page, or alone by `pnpm bench:web calendar`.
 *
 * The browser records when the calendar's response body has fully arrived (a fetch wrapper) and
 * when the view is shown, on the next frame; the figure is the difference. The month view is
 * shown when every day's chips are in; the list view when its cards reach the bottom of the
 * window (or all the posts are in). The number of list cards in the document is printed too.
 */
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { posts, postTargets, users } from '@fanout/db/schema';
import { PLATFORMS } from '@fanout/shared';
import { launchBrowser } from '../e2e/support/browser';
import type { ProductServer } from '../e2e/support/product-server';
import { benchSession } from './support/bench-session';

const POSTS = 500;
const RUNS = 5;
export const CALENDAR_TARGET_MS = 300;

/** 500 posts across the current UTC month, some published, most scheduled, two platforms each. */
async function seedMonth(server: ProductServer, userId: string): Promise<void> {
  const now = new Date();
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
  const { db } = server.database;
  const rows = Array.from({ length: POSTS }, (_, i) => ({
    ownerId: userId,
    title: `Bench post ${i}`,
    textContent: `Calendar benchmark post number ${i}`,
    scheduledAt: new Date(first + (i % days) * 86_400_000 + (8 + (i % 10)) * 3_600_000),
    timeZone: 'UTC',
  }));
  const inserted = await db
    .insert(posts)
    .values(rows)
    .returning({ id: posts.id, at: posts.scheduledAt });
  await db.insert(postTargets).values(
    inserted.flatMap((post, i) =>
      [0, 1].map((k) => {
        const past = (post.at?.getTime() ?? 0) < now.getTime();
        return {
          postId: post.id,
          ownerId: userId,
          platform: PLATFORMS[(i + k) % PLATFORMS.length] ?? 'twitter',
          state: past ? ('published' as const) : ('scheduled' as const),
          dueAt: post.at,
          platformPostUrl: past ? `https://example.com/p/${post.id}/${k}` : null,
        };
      }),
    ),
  );
}

// The page's side is plain JavaScript text: tsx would wrap named functions in a helper the page
// does not have (`__name`).

/** Wraps fetch so the page notes when the calendar's response body is in (performance.now()). */
const NOTE_DATA_ARRIVAL = `(() => {
  const original = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await original(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (url.includes('post.calendar')) {
      response.clone().text().then(() => { window.calendarDataAt = performance.now(); });
    }
    return response;
  };
})();`;

/** Milliseconds from the data's arrival to the frame after `shown` (page JavaScript) is true. */
function renderTime(page: Page, shown: string): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      const dataAt = window.calendarDataAt;
      if (dataAt !== undefined && (${shown})) {
        requestAnimationFrame(() => resolve(performance.now() - dataAt));
        return;
      }
      if (performance.now() - started > 30000) reject(new Error('the view never showed its posts'));
      else requestAnimationFrame(check);
    };
    check();
  })`);
}

/** Every day of the month holds 16 or 17 posts: three chips and a count each. */
const MONTH_SHOWN = `document.querySelectorAll('[role="gridcell"] a').length >= ${3 * 28}`;
/** The list's first screenful: cards down to the window's bottom edge, or every post. */
const LIST_SHOWN = `(() => {
  const cards = document.querySelectorAll('article');
  const last = cards[cards.length - 1];
  return last !== undefined &&
    (cards.length >= ${POSTS} || last.getBoundingClientRect().bottom >= window.innerHeight);
})()`;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Prints the month and list views' figures; returns whether both medians are under the target. */
export async function benchCalendar(server: ProductServer): Promise<boolean> {
  const cookie = await benchSession(server.baseUrl, 'calendar-bench@example.com');
  const [user] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'calendar-bench@example.com'));
  if (!user) throw new Error('the benchmark user was not created');
  await seedMonth(server, user.id);
  const [name, value] = cookie.split('=');
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-GB' });
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: server.baseUrl }]);
    await context.addInitScript({ content: NOTE_DATA_ARRIVAL });
    const page = await context.newPage();
    const month: number[] = [];
    const list: number[] = [];
    const cards: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${server.baseUrl}/calendar`);
      month.push(await renderTime(page, MONTH_SHOWN));
      await page.evaluate('delete window.calendarDataAt');
      await page.getByText('List', { exact: true }).click();
      list.push(await renderTime(page, LIST_SHOWN));
      cards.push(await page.evaluate<number>(`document.querySelectorAll('article').length`));
    }
    const round = (values: number[]) => values.map((ms) => Math.round(ms)).join(', ');
    console.log(
      `\nThe calendar with ${POSTS} posts in the month (data arrived → shown), ${RUNS} runs:`,
    );
    console.log(
      `  month view: ${round(month)} ms; median ${Math.round(median(month))} ms (target < ${CALENDAR_TARGET_MS})`,
    );
    console.log(
      `  list view, first screenful: ${round(list)} ms; median ${Math.round(median(list))} ms`,
    );
    console.log(`  list view, cards in the document: ${cards.join(', ')} of ${POSTS}`);
    return median(month) < CALENDAR_TARGET_MS;
  } finally {
    await browser.close();
  }
}
