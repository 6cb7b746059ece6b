import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { connectThroughConsent, createGroup, newPage, signUp, tabTo } from './support/pages';
import { sandboxPosts } from './support/sandbox-control';

const journey = useJourney();

/** Local date and time parts, as the native inputs take them. */
function localParts(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return { day, time };
}

/** The soonest whole minute at least 20 s away: the time inputs take minutes, and it must be future. */
function soonestMinute(): Date {
  const at = new Date(Date.now() + 20_000);
  at.setSeconds(0, 0);
  at.setMinutes(at.getMinutes() + 1);
  return at;
}

/** How far ahead the API moves the post, so it goes out seconds after it was scheduled. */
const DUE_IN_MS = 4_000;

/**
 * Moves the caller's one scheduled post titled `title` to `dueAt` through the REST API
 * (`PUT /api/posts/{id}`, the same update the Edit dialog makes, in the browser with its session):
 * the time inputs take whole minutes, the API takes any future instant, and the update re-enqueues
 * the target's job for the new time. Without it the journey waits up to 80 s for the minute.
 */
async function moveScheduledPost(page: Page, title: string, dueAt: Date): Promise<void> {
  const status = await page.evaluate(
    async ({ title, dueAt }) => {
      const posts = (await (await fetch('/api/posts/scheduled')).json()) as {
        id: string;
        title: string;
        textContent: string;
      }[];
      const post = posts.find((candidate) => candidate.title === title);
      if (!post) return 404;
      const response = await fetch(`/api/posts/${post.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: post.title,
          textContent: post.textContent,
          scheduledAt: dueAt,
        }),
      });
      return response.status;
    },
    { title, dueAt: dueAt.toISOString() },
  );
  expect(status).toBe(200);
}

const PUBLISH_TIMEOUT = { timeout: 150_000, interval: 1_000 };
/** A notification reaches the bell over its stream a moment after the outcome: on a busy machine, seconds. */
const DELIVERY_TIMEOUT = { timeout: 15_000 };

describe('browser journey: publishing', () => {
  it('a scheduled post turns Published at its time with links; a refused one shows why and refunds', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'publisher@example.com', 'Pia');
    await createGroup(page, base, 'Brand');
    for (const platform of ['LinkedIn', 'X', 'Threads'])
      await connectThroughConsent(page, platform);

    // Schedule for the soonest minute on all three, then move it seconds ahead through the API.
    await page.goto(`${base}/create`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Minute ahead');
    await page
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('Going out on time, exactly once.');
    const boxes = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(3);
    for (const box of await boxes.all()) await box.check();
    const minute = soonestMinute();
    await page.getByLabel('Date').fill(localParts(minute).day);
    await page.getByLabel('Time').fill(localParts(minute).time);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');
    const due = new Date(Date.now() + DUE_IN_MS);
    await moveScheduledPost(page, 'Minute ahead', due);

    // The dashboard turns it Published, with a link per platform, without a reload.
    await page.goto(`${base}/`);
    const published = page.getByRole('article', { name: 'Minute ahead' }).first();
    await expect.poll(() => published.isVisible()).toBe(true);
    await expect
      .poll(() => published.getByText('Published', { exact: true }).isVisible(), PUBLISH_TIMEOUT)
      .toBe(true);
    for (const name of ['LinkedIn', 'X', 'Threads']) {
      const link = published.getByRole('link', { name: `View on ${name}` });
      await expect.poll(() => link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toMatch(/\/sandbox\/_control\/publishing\//);
    }
    // On time and exactly once: one call per platform, none before the due time.
    for (const platform of ['linkedin', 'twitter', 'threads']) {
      const posts = await sandboxPosts(journey.server, platform);
      const calls = posts.filter((post) => post.text.includes('Going out on time, exactly once.'));
      expect(calls, platform).toHaveLength(1);
      expect(calls[0]?.requestedAt ?? 0, platform).toBeGreaterThanOrEqual(due.getTime());
    }
    const balance = page.getByRole('region', { name: 'Credit Balance' });
    await expect.poll(() => balance.getByText('51 Credits').isVisible()).toBe(true);

    // LinkedIn is set to refuse posts (the sandbox's control API, as a tester would).
    const control = await fetch(`${base}/sandbox/_control/publishing/linkedin`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...journey.server.sandboxControl },
      body: JSON.stringify({ fault: { kind: 'refuse', message: 'This content is not allowed' } }),
    });
    expect(control.status).toBe(200);
    await page.goto(`${base}/create`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Refused post');
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('LinkedIn will say no.');
    await expect.poll(() => boxes.count()).toBe(3);
    // Each option is named by the account and described by its platform and group.
    for (const box of await boxes.all()) {
      const described = await box.evaluate(
        (element) =>
          document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ??
          '',
      );
      if (described.startsWith('LinkedIn')) await box.check();
    }
    await expect
      .poll(
        async () =>
          await boxes.evaluateAll(
            (all) => all.filter((b) => (b as HTMLInputElement).checked).length,
          ),
      )
      .toBe(1);
    // Sent by keyboard alone (ADR 0044).
    await tabTo(page, page.getByRole('button', { name: 'Post Now' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');

    await page.goto(`${base}/`);
    const refused = page.getByRole('article', { name: 'Refused post' }).first();
    await expect
      .poll(() => refused.getByText('Failed', { exact: true }).isVisible(), PUBLISH_TIMEOUT)
      .toBe(true);
    await expect
      .poll(() => refused.getByText(/LinkedIn: .*This content is not allowed/).isVisible())
      .toBe(true);
    // Charged at publish time, refunded when LinkedIn refused: the balance is back at 51.
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Credit Balance' }).getByText('51 Credits').isVisible(),
      )
      .toBe(true);
    // The bell counts it and says why.
    const bell = page.getByRole('button', { name: 'Notifications: 1 unread' });
    // Delivered over the notification stream after the outcome is recorded: a moment later.
    await expect.poll(() => bell.isVisible(), DELIVERY_TIMEOUT).toBe(true);
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Your post to LinkedIn failed').isVisible()).toBe(true);
    await audit(page, 'notifications open');
    await page.context().close();
  }, 240_000);
});
