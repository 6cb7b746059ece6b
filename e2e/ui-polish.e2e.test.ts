import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '@fanout/core/testing';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { createGroup, newPage, signUp, tabTo } from './support/pages';

const journey = useJourney();
const PHONE = { viewport: { width: 390, height: 844 } };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('the element has no box: is it visible?');
  return found;
}

/** Relative luminance (0 black, 1 white) of a CSS `rgb(...)` colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('on a phone (390 × 844)', () => {
  it('the navigation drawer lies above the New Post button, and the composer asks for platforms before Post Now', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser, 390, PHONE);
    await signUp(page, base, 'phone@example.com', 'Phil');
    const newPost = page.getByRole('link', { name: 'New Post' });
    await expect.poll(() => newPost.isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    const signOut = drawer.getByRole('button', { name: 'Sign Out' });
    await expect.poll(() => signOut.isVisible()).toBe(true);
    // The drawer slides in from the left: measure once it is in place.
    await expect.poll(async () => (await box(drawer)).x).toBe(0);
    // Where the button and the drawer's Sign Out overlap, the drawer must be the one on top.
    const button = await box(newPost);
    const item = await box(signOut);
    const left = Math.max(button.x, item.x);
    const right = Math.min(button.x + button.width, item.x + item.width);
    const top = Math.max(button.y, item.y);
    const bottom = Math.min(button.y + button.height, item.y + item.height);
    expect(right > left && bottom > top, 'the button and Sign Out overlap on this screen').toBe(
      true,
    );
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('[role="dialog"]') !== null,
      [(left + right) / 2, (top + bottom) / 2],
    );
    expect(onTop).toBe(true);
    // Actionability: Playwright refuses to click an element another one covers.
    await signOut.click({ position: { x: right - item.x - 2, y: item.height / 2 }, trial: true });
    await drawer.getByRole('link', { name: 'Create Post' }).click();
    await page.waitForURL(`${base}/create`);

    const platforms = page.getByRole('region', { name: 'Select Platforms' });
    const postNow = page.getByRole('button', { name: 'Post Now' });
    await expect.poll(() => platforms.isVisible()).toBe(true);
    expect((await box(platforms)).y).toBeLessThan((await box(postNow)).y);
    await page.context().close();
  });
});

describe('dark mode', () => {
  it('follows the system, and the header toggle switches to light, which stays after a reload', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser, 1280, { colorScheme: 'dark' });
    await signUp(page, base, 'night@example.com', 'Nia');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible())
      .toBe(true);
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.25);

    // The toggle works by keyboard alone (ADR 0044).
    await tabTo(page, page.getByRole('button', { name: 'Switch to light mode' }));
    await page.keyboard.press('Enter');
    await expect.poll(async () => luminance(await bodyBackground(page))).toBeGreaterThan(0.9);
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'Switch to dark mode' }).isVisible())
      .toBe(true);
    expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.9);
    await page.context().close();
  });
});

describe('deletes ask first: Cancel keeps the item, Delete removes it', () => {
  it('a post', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'careful@example.com', 'Cary');
    await page.goto(`${base}/create`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Keep me');
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Some words');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');
    await page.goto(`${base}/scheduled`);
    await page.getByRole('tab', { name: /Drafts/ }).click();
    const post = page.getByRole('article', { name: 'Keep me' });
    await expect.poll(() => post.isVisible()).toBe(true);
    await confirmThenDelete(page, post.getByRole('button', { name: 'Delete Keep me' }), {
      dialog: 'Delete this post?',
      gone: () => post.count(),
    });
    expect(await journey.server.database.db.query.posts.findFirst()).toBeUndefined();
    await page.context().close();
  });

  it('a media item', async () => {
    const base = journey.server.baseUrl;
    const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-e2e-ui-')));
    const page = await newPage(journey.browser);
    await signUp(page, base, 'careful-media@example.com', 'Cam');
    await page.goto(`${base}/content`);
    await page.getByTestId('content-upload-input').setInputFiles(fixtures.imagePng);
    const media = page.getByRole('article', { name: 'holiday photo' });
    await expect.poll(() => media.isVisible()).toBe(true);
    await confirmThenDelete(page, media.getByRole('button', { name: 'Delete holiday photo' }), {
      dialog: 'Delete this media item?',
      gone: () => media.count(),
    });
    await page.context().close();
  });

  it('a group', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'careful-groups@example.com', 'Cag');
    await createGroup(page, base, 'Side project');
    const groups = page.getByRole('list', { name: 'Account groups' });
    await page.getByRole('button', { name: 'Edit Side project' }).click();
    await confirmThenDelete(
      page,
      page.getByRole('dialog', { name: 'Edit Account Group' }).getByRole('button', {
        name: 'Delete Group',
      }),
      { dialog: 'Delete this group?', gone: () => groups.getByText('Side project').count() },
    );
    await page.context().close();
  });
});

/** A delete as the web app sends it: REST `DELETE`, or a tRPC `<router>.delete` mutation. */
function isDelete(request: Request): boolean {
  const { pathname } = new URL(request.url());
  return (
    request.method() === 'DELETE' || (pathname.startsWith('/trpc/') && /\.delete\b/.test(pathname))
  );
}

/** Delete, Cancel (the item stays), Delete again, confirm: the item goes. */
async function confirmThenDelete(
  page: Page,
  deleteButton: Locator,
  expected: { dialog: string; gone: () => Promise<number> },
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: expected.dialog });
  // Every delete the page sends from the first click on: a delete that did not wait for the
  // confirmation shows up here as a request, whether or not its answer has landed yet.
  const deletes: string[] = [];
  const recordDelete = (request: Request) => {
    if (isDelete(request)) deletes.push(`${request.method()} ${request.url()}`);
  };
  page.on('request', recordDelete);
  await deleteButton.click();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await audit(page, expected.dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  // A round trip through the page: the browser reports a request the clicks started before it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  page.off('request', recordDelete);
  expect(deletes).toEqual([]);
  expect(await expected.gone()).toBe(1);

  if (!(await deleteButton.isVisible())) {
    throw new Error('the delete button went away after Cancel');
  }
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.poll(() => expected.gone()).toBe(0);
}

describe('toasts', () => {
  it('a new toast replaces the one on screen at once; the old one does not come back', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'toasty@example.com', 'Tos');
    await page.goto(`${base}/create`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create New Post' }).isVisible())
      .toBe(true);

    const first = page.getByText('Please enter post content');
    const second = page.getByText('Please select at least one platform');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect.poll(() => first.isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Words');
    await page.getByRole('button', { name: 'Post Now' }).click();
    // At once: well under the 5 s the first toast would otherwise stay.
    await expect.poll(() => second.isVisible(), { timeout: 1500 }).toBe(true);
    await expect.poll(() => first.count(), { timeout: 1500 }).toBe(0);
    expect(await second.isVisible()).toBe(true);
    // A toast held back behind the visible one would show the moment that one closes: close it.
    await page
      .getByRole('alert')
      .filter({ has: second })
      .locator('.mantine-Notification-closeButton')
      .click();
    await expect.poll(() => second.count()).toBe(0);
    expect(await first.count()).toBe(0);
    await page.context().close();
  });
});

describe('connecting Bluesky', () => {
  it('the dialog says what an app password looks like, and a refusal is said once', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'sky@example.com', 'Sky');
    await createGroup(page, base, 'Sky group');
    await page
      .getByRole('article', { name: 'Bluesky', exact: true })
      .getByRole('button', { name: 'Connect', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Connect Bluesky' });
    await expect
      .poll(() => dialog.getByText(/app password looks like xxxx-xxxx-xxxx-xxxx/).isVisible())
      .toBe(true);
    await audit(page, 'Connect Bluesky dialog');

    await dialog.getByLabel('Handle').fill('someone.bsky.social');
    await dialog.getByLabel('App password').fill('my-real-password');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.isVisible()).toBe(true);
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain('Bluesky refused the sign-in: Invalid identifier or password.');
    expect(text.split('refused the sign-in').length).toBe(2);
    await page.context().close();
  });
});
