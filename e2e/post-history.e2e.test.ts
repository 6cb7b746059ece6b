import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '@fanout/core/testing';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { connectThroughConsent, createGroup, newPage, signUp } from './support/pages';

const journey = useJourney();

const PUBLISH_TIMEOUT = { timeout: 120_000, interval: 1_000 };

/**
 * Writes a post (with `image` attached, if given) and sends it with Post Now to the accounts whose
 * description starts with one of `platforms`.
 */
async function postNow(
  page: Page,
  title: string,
  text: string,
  platforms: readonly string[],
  image?: { file: string; name: string },
) {
  await page.goto(`${journey.server.baseUrl}/create`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(text);
  const boxes = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
  await expect.poll(() => boxes.count()).toBe(2);
  for (const box of await boxes.all()) {
    // Each option is named by the account and described by its platform and group.
    const described = await box.evaluate(
      (element) =>
        document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    );
    if (platforms.some((platform) => described.startsWith(platform))) await box.check();
  }
  if (image) {
    await page.getByTestId('composer-upload-input').setInputFiles(image.file);
    await expect
      .poll(() => page.getByRole('button', { name: `Remove ${image.name}` }).isVisible())
      .toBe(true);
  }
  await page.getByRole('button', { name: 'Post Now' }).click();
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
    .toBe('');
}

/** Posts & Drafts on `tab`: the tab is chosen and its panel shown. */
async function openTab(page: Page, tab: 'Published' | 'Failed') {
  await page.goto(`${journey.server.baseUrl}/scheduled`);
  const button = page.getByRole('tab', { name: new RegExp(`^${tab}`) });
  await expect.poll(() => button.isVisible()).toBe(true);
  await button.click();
  await expect.poll(() => button.getAttribute('aria-selected')).toBe('true');
}

describe('browser journey: post history and a page per post', () => {
  it('lists published and failed posts, opens each one’s page, and the bell leads there', async () => {
    const base = journey.server.baseUrl;
    const fixtures = await makeMediaFixtures(
      mkdtempSync(path.join(tmpdir(), 'fanout-e2e-history-')),
    );
    const page = await newPage(journey.browser);
    await signUp(page, base, 'historian@example.com', 'Hedda');
    await createGroup(page, base, 'Brand');
    for (const platform of ['LinkedIn', 'X']) await connectThroughConsent(page, platform);

    // Published to both: it appears under Published once both went out.
    await postNow(page, 'Two places', 'Out on LinkedIn and X at once.', ['LinkedIn', 'X'], {
      file: fixtures.imagePng,
      name: 'holiday photo',
    });
    await expect
      .poll(async () => {
        await openTab(page, 'Published');
        return page.getByRole('article', { name: 'Two places' }).isVisible();
      }, PUBLISH_TIMEOUT)
      .toBe(true);
    expect(await page.getByRole('tab', { name: 'Published (1)' }).isVisible()).toBe(true);
    await audit(page, 'Posts & Drafts, Published tab');

    // Its card opens its page: the text, both targets with their accounts, and both links.
    const card = page.getByRole('article', { name: 'Two places' });
    await card.getByRole('link', { name: 'Two places' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/posts\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Two places' });
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await page.getByText('Out on LinkedIn and X at once.').isVisible()).toBe(true);
    const targets = page.getByRole('table', { name: 'Platforms' });
    expect(await targets.getByRole('row').count()).toBe(3);
    for (const name of ['LinkedIn', 'X']) {
      const link = page.getByRole('link', { name: `View on ${name}` });
      await expect.poll(() => link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toMatch(/\/sandbox\/_control\/publishing\//);
    }
    // Its image, as a thumbnail that loaded.
    const media = page.getByRole('region', { name: 'Media' });
    expect(await media.getByText('holiday photo').isVisible()).toBe(true);
    const thumbnail = media.locator('img').first();
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await audit(page, 'post page');

    // LinkedIn refuses the next one: it appears under Failed with the reason.
    const control = await fetch(`${base}/sandbox/_control/publishing/linkedin`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...journey.server.sandboxControl },
      body: JSON.stringify({ fault: { kind: 'refuse', message: 'This content is not allowed' } }),
    });
    expect(control.status).toBe(200);
    await postNow(page, 'Refused post', 'LinkedIn will say no.', ['LinkedIn']);
    await expect
      .poll(async () => {
        await openTab(page, 'Failed');
        return page.getByRole('article', { name: 'Refused post' }).isVisible();
      }, PUBLISH_TIMEOUT)
      .toBe(true);
    const refused = page.getByRole('article', { name: 'Refused post' });
    await expect
      .poll(() => refused.getByText(/LinkedIn: .*This content is not allowed/).isVisible())
      .toBe(true);
    expect(await page.getByRole('article', { name: 'Two places' }).count()).toBe(0);
    await audit(page, 'Posts & Drafts, Failed tab');

    // The bell's "See the post" opens the refused post's page, with the reason.
    const bell = page.getByRole('button', { name: 'Notifications: 1 unread' });
    // Delivered over the notification stream after the outcome is recorded: a moment later.
    await expect.poll(() => bell.isVisible(), { timeout: 15_000 }).toBe(true);
    await bell.click();
    await page.getByRole('link', { name: 'See the post' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Refused post' }).isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toMatch(/^\/posts\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => page.getByText(/LinkedIn: .*This content is not allowed/).isVisible())
      .toBe(true);

    // The dashboard's Recent Posts cards open the same page.
    await page.goto(`${base}/`);
    await page
      .getByRole('article', { name: 'Refused post' })
      .getByRole('link', { name: 'Open post' })
      .click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Refused post' }).isVisible())
      .toBe(true);

    // Someone else's post, or no post at all, is a clear "Post not found" (the server answers 200
    // with the app for the address: it is a page).
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-post']) {
      const answer = await page.goto(`${base}/posts/${id}`);
      expect(answer?.status()).toBe(200);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Post not found' }).isVisible())
        .toBe(true);
    }
    await audit(page, 'post not found');
    await page.context().close();
  }, 300_000);
});
