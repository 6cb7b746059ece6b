/**
 * The composer under a long text (issue "One post, nine voices", ADR 0083): how long a keystroke
 * takes to reach the screen when the text is 5,000 characters long and all nine networks are
 * selected. Run by `pnpm bench:web` after the calendar, or alone by `pnpm bench:web composer`.
 *
 * Two cases: the shared text with nine previews open (every account uses it), and one account's
 * 5,000-character variant (its own counter and preview). Each keystroke is timed in the page from
 * its `keydown` event to the frame after the change is painted (two animation frames later): what
 * the person typing waits for. The figures are per keystroke: median, 95th percentile and worst.
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { accountGroups, socialAccounts, users } from '@fanout/db/schema';
import { PLATFORMS } from '@fanout/shared';
import { launchBrowser } from '../e2e/support/browser';
import type { ProductServer } from '../e2e/support/product-server';
import { benchSession } from './support/bench-session';

const TEXT_LENGTH = 5_000;
const KEYSTROKES = 60;
export const KEYSTROKE_TARGET_MS = 50;

/** One account per network, straight into the tables: typing needs them listed, not usable. */
async function seedAccounts(server: ProductServer, userId: string): Promise<void> {
  const { db } = server.database;
  const [group] = await db
    .insert(accountGroups)
    .values({ ownerId: userId, name: 'Bench' })
    .returning({ id: accountGroups.id });
  if (!group) throw new Error('the benchmark group was not created');
  await db.insert(socialAccounts).values(
    PLATFORMS.map((platform) => ({
      ownerId: userId,
      groupId: group.id,
      platform,
      externalAccountId: `bench-${platform}`,
      platformUsername: `bench_${platform}`,
      accessTokenEnc: 'not-a-token',
      facebookPageId: platform === 'facebook' ? 'bench-page' : null,
      facebookPageName: platform === 'facebook' ? 'Bench Page' : null,
    })),
  );
}

// The page's side is plain JavaScript text (tsx would wrap named functions in a helper the page
// does not have). Each keydown notes its time; the keystroke has reached the screen when the frame
// after its change has been painted: a message posted from that frame's animation callback runs
// right after the paint (the usual measure of "input to next paint").
const TIME_KEYSTROKES = `(() => {
  window.keystrokeTimes = [];
  const channel = new MessageChannel();
  const pending = [];
  channel.port1.onmessage = () => {
    const started = pending.shift();
    if (started !== undefined) window.keystrokeTimes.push(performance.now() - started);
  };
  document.addEventListener('keydown', (event) => {
    const started = event.timeStamp;
    requestAnimationFrame(() => {
      pending.push(started);
      channel.port2.postMessage(null);
    });
  }, true);
})();`;

/**
 * Until the page expression is true (polled with `evaluate`: the app's CSP forbids the string
 * evaluation `waitForFunction` would use).
 */
async function until(page: Page, expression: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`the composer never showed: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Types `count` characters at the end of the focused text box, one at a time. */
async function typeTimed(page: Page, count: number): Promise<number[]> {
  // The keys that placed the caret are measured too: let them land, then start over.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await page.evaluate('window.keystrokeTimes = []');
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press(index % 7 === 6 ? 'Space' : 'KeyA');
    await until(page, `window.keystrokeTimes.length >= ${index + 1}`);
  }
  return page.evaluate<number[]>('window.keystrokeTimes');
}

/**
 * With BENCH_COMPOSER_PROFILE=<file>, the page's CPU profile of `work` (Chrome DevTools format),
 * to see where a keystroke's time goes.
 */
async function profiled<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const file = process.env.BENCH_COMPOSER_PROFILE;
  if (!file) return work();
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  const result = await work();
  const { profile } = await session.send('Profiler.stop');
  await writeFile(file, JSON.stringify(profile));
  console.log(`  (the page's CPU profile of the shared-text case: ${file})`);
  return result;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  NaN;

function report(name: string, times: number[]): boolean {
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  const worst = Math.max(...times);
  console.log(
    `  ${name}: median ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms, worst ${Math.round(worst)} ms ` +
      `(${times.length} keystrokes; target p95 < ${KEYSTROKE_TARGET_MS} ms)`,
  );
  return p95 < KEYSTROKE_TARGET_MS;
}

/** Prints the keystroke figures; returns whether both cases' p95 are under the target. */
export async function benchComposer(server: ProductServer): Promise<boolean> {
  const email = 'composer-bench@example.com';
  const cookie = await benchSession(server.baseUrl, email);
  const [user] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error('the benchmark user was not created');
  await seedAccounts(server, user.id);
  const [name, value] = cookie.split('=');
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-GB' });
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: server.baseUrl }]);
    await context.addInitScript({ content: TIME_KEYSTROKES });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/create`);
    const boxes = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox', {
      name: /^bench_/,
    });
    await until(
      page,
      `document.querySelectorAll('input[type="checkbox"][aria-label^="bench_"]').length === ${PLATFORMS.length}`,
    );
    for (const box of await boxes.all()) await box.check();
    const long = Array.from(
      { length: TEXT_LENGTH / 50 },
      (_, i) => `Line ${String(i).padStart(3, '0')} of a long post #bench https://ex.am/${i}`,
    )
      .join('\n')
      .slice(0, TEXT_LENGTH);

    const shared = page.getByRole('textbox', { name: 'Content', exact: true });
    await shared.fill(long);
    const previews = page.locator('article[aria-label^="Preview on"]');
    await until(
      page,
      `document.querySelectorAll('article[aria-label^="Preview on"]').length >= ${PLATFORMS.length}`,
    );
    const open = await previews.count();
    await shared.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Control+End');
    const sharedTimes = await profiled(page, () => typeTimed(page, KEYSTROKES));

    const row = page.getByRole('tablist', { name: 'Text and media for' });
    await row.getByRole('tab', { name: /^LinkedIn/ }).click();
    await page.getByRole('button', { name: 'Customise for LinkedIn' }).click();
    const variant = page.getByRole('textbox', { name: /^Content for LinkedIn/ });
    await variant.fill(long);
    await variant.focus();
    await page.keyboard.press('Control+End');
    const variantTimes = await typeTimed(page, KEYSTROKES);

    console.log(
      `\nThe composer, typing at the end of a ${TEXT_LENGTH.toLocaleString('en')}-character text with all ${PLATFORMS.length} networks selected (keydown → painted):`,
    );
    const sharedMet = report(`the shared text, ${open} previews open`, sharedTimes);
    const variantMet = report("LinkedIn's own text (a variant)", variantTimes);
    return sharedMet && variantMet;
  } finally {
    await browser.close();
  }
}
