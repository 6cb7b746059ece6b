import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NO_FOLLOW_UP_REASONS } from '@fanout/shared';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { connectThroughConsent, createGroup, newPage, signUp, tabTo } from './support/pages';
import { sandboxPosts, type SandboxPost } from './support/sandbox-control';

const journey = useJourney();
const PUBLISH_TIMEOUT = { timeout: 120_000, interval: 1_000 };

const SHARED = 'Threads and comments, 1/3: the post everyone gets.';
const REPLY_2 = 'Threads and comments, 2/3: a reply under the post.';
const REPLY_3 = 'Threads and comments, 3/3: and one more under that.';
const COMMENT = 'The link is in the first comment: https://example.com/launch';

/** The text of what the field's aria-describedby points to: its counter. */
const description = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

const sandboxPostsOn = (platform: string) => sandboxPosts(journey.server, platform);

/** Bluesky's thread from the post with `text`: each reply the one answering the one before. */
async function blueskyThread(text: string): Promise<SandboxPost[]> {
  const posts = await sandboxPostsOn('bluesky');
  const chain: SandboxPost[] = [];
  let current = posts.find((post) => post.text === text && post.replyTo === undefined);
  while (current) {
    chain.push(current);
    const parent: string = current.id;
    const replies = posts.filter((post) => post.replyTo === parent);
    if (replies.length > 1) throw new Error(`${replies.length} replies to ${parent}`);
    current = replies[0];
  }
  return chain;
}

/** The comments on Facebook's post with `text`. */
async function facebookComments(text: string): Promise<string[]> {
  const posts = await sandboxPostsOn('facebook');
  const post = posts.find((entry) => entry.text === text && !entry.comment);
  if (!post) return [];
  return posts
    .filter((entry) => entry.comment === true && entry.replyTo === post.id)
    .map((entry) => entry.text);
}

async function connectBluesky(page: Page): Promise<void> {
  const card = page.getByRole('article', { name: 'Bluesky', exact: true });
  await card.getByRole('button', { name: 'Connect', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Bluesky' });
  await dialog.getByLabel('Handle').fill('threads.bsky.social');
  await dialog.getByLabel('App password').fill('abcd-efgh-ijkl-mnop');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect.poll(() => card.getByRole('button', { name: 'Connected' }).isVisible()).toBe(true);
}

async function connectFacebookWithPage(page: Page): Promise<void> {
  await connectThroughConsent(page, 'Facebook');
  const card = page.getByRole('article', { name: 'Facebook', exact: true });
  await card.getByRole('button', { name: 'Select Page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Facebook Page' });
  const first = dialog.getByRole('radio').first();
  await expect.poll(() => first.isVisible()).toBe(true);
  await first.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => card.getByRole('button', { name: 'Change Page' }).isVisible()).toBe(true);
}

/** The id of the caller's one draft titled `title`. */
async function draftId(page: Page, title: string): Promise<string> {
  const id = await page.evaluate(async (title) => {
    const drafts = (await (await fetch('/api/posts/drafts')).json()) as {
      id: string;
      title: string | null;
    }[];
    return drafts.find((draft) => draft.title === title)?.id ?? null;
  }, title);
  if (id === null) throw new Error(`no draft titled ${title}`);
  return id;
}

describe('browser journey: a thread on Bluesky and a first comment on Facebook (ADR 0084)', () => {
  it('writes them in the composer, previews them, keeps them through a draft, publishes them in order and links each on the post page', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'threads@example.com', 'Thea');
    await createGroup(page, base, 'Brand');
    await connectBluesky(page);
    await connectFacebookWithPage(page);
    await connectThroughConsent(page, 'TikTok');

    await page.goto(`${base}/create`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Threaded');
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill(SHARED);
    const platforms = page.getByRole('region', { name: 'Select Platforms' });
    const boxes = platforms.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(3);
    // By name: a checked Facebook account adds its own options' checkboxes to the list.
    const names = await boxes.evaluateAll((all) =>
      all.map((box) => box.getAttribute('aria-label') ?? ''),
    );
    for (const name of names) await platforms.getByRole('checkbox', { name, exact: true }).check();

    const row = page.getByRole('tablist', { name: 'Text and media for' });
    const blueskyTab = row.getByRole('tab', { name: /^Bluesky/ });
    const facebookTab = row.getByRole('tab', { name: /^Facebook/ });
    const tiktokTab = row.getByRole('tab', { name: /^TikTok/ });
    // Nothing of the kind for the shared text.
    expect(await page.getByRole('button', { name: 'Add to thread' }).count()).toBe(0);

    // TikTok has neither, and says why.
    await tiktokTab.click();
    await expect
      .poll(() => page.getByText(NO_FOLLOW_UP_REASONS.tiktok ?? '', { exact: false }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Add a first comment' }).count()).toBe(0);

    // Bluesky: a thread of 3 while its text stays the shared one. Keyboard only.
    await blueskyTab.click();
    const blueskyText = page.getByRole('textbox', { name: /^Content for Bluesky/ });
    expect(await blueskyText.getAttribute('readonly')).not.toBeNull();
    const addToThread = page.getByRole('button', { name: 'Add to thread' });
    await tabTo(page, addToThread);
    await page.keyboard.press('Enter');
    const item2 = page.getByRole('textbox', { name: 'Thread item 2' });
    await expect.poll(() => isFocused(item2)).toBe(true);
    await page.keyboard.type(REPLY_2);
    await addToThread.click();
    const item3 = page.getByRole('textbox', { name: 'Thread item 3' });
    await expect.poll(() => isFocused(item3)).toBe(true);
    await item3.fill(REPLY_3);
    await expect.poll(() => description(item3)).toBe(`${REPLY_3.length} / 300`);
    // One more, removed again: the focus goes back to the item before it.
    await addToThread.click();
    await page.getByRole('button', { name: 'Remove thread item 4' }).click();
    await expect.poll(() => isFocused(item3)).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Thread item 4' }).count()).toBe(0);
    await expect.poll(() => blueskyTab.textContent()).toContain('Thread of 3');
    expect(await blueskyTab.textContent()).not.toContain('Customised');
    expect(await blueskyText.getAttribute('readonly')).not.toBeNull();

    // Bluesky's preview: the post, then each reply under the one before.
    const blueskyPreview = page.getByRole('article', { name: /^Preview on Bluesky/ });
    const replies = blueskyPreview
      .getByRole('list', { name: 'Replies in the thread' })
      .getByRole('listitem');
    await expect.poll(() => replies.count()).toBe(2);
    await expect.poll(() => replies.nth(0).textContent()).toContain(REPLY_2);
    await expect.poll(() => replies.nth(1).textContent()).toContain(REPLY_3);
    expect(await blueskyPreview.textContent()).toContain(SHARED);
    await audit(page, 'the composer with a Bluesky thread open');

    // Facebook: a first comment, previewed under its post.
    await facebookTab.click();
    await page.getByRole('button', { name: 'Add a first comment' }).click();
    const comment = page.getByRole('textbox', { name: 'First comment' });
    await expect.poll(() => isFocused(comment)).toBe(true);
    await comment.fill(COMMENT);
    await expect.poll(() => description(comment)).toBe(`${COMMENT.length} / 8000`);
    const facebookPreview = page.getByRole('article', { name: /^Preview on Facebook/ });
    await expect
      .poll(() => facebookPreview.getByRole('group', { name: 'First comment' }).textContent())
      .toContain(COMMENT.replace('https://example.com/launch', ''));
    await audit(page, 'the composer with a first comment open');

    // An empty reply is refused with the server's words, naming the item.
    await blueskyTab.click();
    await item3.fill('   ');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            'Bluesky (@threads.bsky.social), item 3: the text is empty; write it or remove it',
          )
          .isVisible(),
      )
      .toBe(true);
    await item3.fill(REPLY_3);

    // TikTok takes videos only: left out. The draft keeps the thread and the comment.
    // The row lists the accounts in the order they were checked: the names' order.
    const tabNames = await row.getByRole('tab').allTextContents();
    const tiktokName = names[tabNames.findIndex((name) => name.startsWith('TikTok')) - 1] ?? '';
    await platforms.getByRole('checkbox', { name: tiktokName, exact: true }).uncheck();
    await expect.poll(() => row.getByRole('tab').count()).toBe(3);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');

    await page.goto(`${base}/create?postId=${await draftId(page, 'Threaded')}`);
    await expect.poll(() => blueskyTab.textContent()).toContain('Thread of 3');
    await expect.poll(() => facebookTab.textContent()).toContain('First comment');
    await blueskyTab.click();
    expect(await item2.inputValue()).toBe(REPLY_2);
    expect(await item3.inputValue()).toBe(REPLY_3);
    await facebookTab.click();
    expect(await comment.inputValue()).toBe(COMMENT);
    await page.getByRole('button', { name: 'Post Now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/posts\/[0-9a-f-]{36}$/);

    // Bluesky got a chain of 3 in order; Facebook the comment on its post.
    await expect
      .poll(async () => (await blueskyThread(SHARED)).map((post) => post.text), PUBLISH_TIMEOUT)
      .toEqual([SHARED, REPLY_2, REPLY_3]);
    await expect.poll(() => facebookComments(SHARED), PUBLISH_TIMEOUT).toEqual([COMMENT]);

    // The post's page links each item of the thread, and the comment, once they are out.
    const threadLinks = page.getByRole('link', { name: /^View item \d on Bluesky$/ });
    await expect.poll(() => threadLinks.count(), PUBLISH_TIMEOUT).toBe(3);
    // Each opens the sandbox's page of its own post of the chain (ADR 0066, 0084).
    const chain = await blueskyThread(SHARED);
    for (const [index, post] of chain.entries()) {
      const link = page.getByRole('link', { name: `View item ${index + 1} on Bluesky` });
      expect(await link.getAttribute('href')).toBe(
        `${base}/sandbox/_control/publishing/bluesky/posts/${encodeURIComponent(post.id)}`,
      );
    }
    const commentLink = page.getByRole('link', { name: 'View first comment on Facebook' });
    await expect.poll(() => commentLink.isVisible(), PUBLISH_TIMEOUT).toBe(true);
    await audit(page, 'the post page with a thread and a first comment out');
    await page.context().close();
  });
});
