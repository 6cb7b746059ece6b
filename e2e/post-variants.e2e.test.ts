import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '@fanout/core/testing';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { connectThroughConsent, createGroup, newPage, signUp, tabTo } from './support/pages';
import { sandboxPosts } from './support/sandbox-control';

const journey = useJourney();
const PUBLISH_TIMEOUT = { timeout: 120_000, interval: 1_000 };

const SHARED = 'One post, nine voices: the shared words.';
const FOR_X = 'Short and sharp for X #launch';
// Over X's 280, well within LinkedIn's 3,000.
const ENDING = 'Thank you for reading this far.';
const FOR_LINKEDIN = `A longer thought for LinkedIn. ${'We wrote it for people who read to the end. '.repeat(8)}${ENDING}`;

// "Adapt for each network": one line, so the sandbox provider's answer quotes it whole.
const ADAPT_SHARED = 'We shipped threads and first comments today.';
const LINKEDIN_EDIT = 'Edited for LinkedIn before accepting.';

/** The text of what the field's aria-describedby points to: the composer's counter. */
const description = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** The posts the sandbox's `platform` holds with exactly `text`: how many media each carries. */
async function sandboxMedia(platform: string, text: string): Promise<number[]> {
  const posts = await sandboxPosts(journey.server, platform);
  return posts.filter((post) => post.text === text).map((post) => post.media.length);
}

/** The network's own settings of each post the sandbox's `platform` holds with exactly `text`. */
async function sandboxOptions(platform: string, text: string): Promise<unknown[]> {
  const posts = await sandboxPosts(journey.server, platform);
  return posts.filter((post) => post.text === text).map((post) => post.options);
}

/** The id of the caller's one draft titled `title` (its page's composer link carries it). */
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

describe('browser journey: a post with a text of its own per account (ADR 0083)', () => {
  it('customises X and LinkedIn, previews each, keeps them through a draft, and each network gets its own text and media', async () => {
    const base = journey.server.baseUrl;
    const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-e2e-vars-')));
    const page = await newPage(journey.browser);
    await signUp(page, base, 'voices@example.com', 'Vera');
    await createGroup(page, base, 'Brand');
    for (const platform of ['X', 'LinkedIn']) await connectThroughConsent(page, platform);

    await page.goto(`${base}/create`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Nine voices');
    const shared = page.getByRole('textbox', { name: 'Content', exact: true });
    await shared.fill(SHARED);
    const boxes = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(2);
    for (const box of await boxes.all()) await box.check();

    // The account row: the shared text first, then each account.
    const row = page.getByRole('tablist', { name: 'Text and media for' });
    const allTab = row.getByRole('tab', { name: 'All accounts' });
    const xTab = row.getByRole('tab', { name: /^X \(@/ });
    const linkedInTab = row.getByRole('tab', { name: /^LinkedIn/ });
    await expect.poll(() => row.getByRole('tab').count()).toBe(3);
    expect(await allTab.getAttribute('aria-selected')).toBe('true');
    // Both accounts use the shared text: the smallest limit, X's.
    await expect.poll(() => description(shared)).toBe(`${[...SHARED].length} / 280`);
    // The shared text previewed on both networks.
    const previews = page.getByRole('region', { name: 'Preview' }).getByRole('article');
    await expect.poll(() => previews.count()).toBe(2);
    for (const preview of await previews.all()) {
      await expect.poll(() => preview.textContent()).toContain(SHARED);
    }
    await audit(page, 'the composer previewing the shared text');

    // X: shows the shared text read-only until customised.
    await xTab.click();
    const xName = (await xTab.textContent()) ?? '';
    const xText = page.getByRole('textbox', { name: `Content for ${xName}` });
    expect(await xText.inputValue()).toBe(SHARED);
    expect(await xText.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Customise for X' }).click();
    expect(await xText.getAttribute('readonly')).toBeNull();
    // Not customised while it still says what the shared text says.
    expect(await xTab.textContent()).not.toContain('Customised');
    await xText.fill(FOR_X);
    await expect.poll(() => xTab.textContent()).toContain('Customised');
    await expect.poll(() => description(xText)).toBe(`${FOR_X.length} / 280`);
    // X's preview alone, its own text with the hashtag marked, the whole text shown.
    const xPreview = page.getByRole('article', { name: `Preview on ${xName}` });
    await expect.poll(() => previews.count()).toBe(1);
    await expect.poll(() => xPreview.getByText('#launch', { exact: true }).isVisible()).toBe(true);
    expect(await xPreview.textContent()).toContain(FOR_X.replace(' #launch', ''));

    // LinkedIn, by keyboard alone: the arrow moves along the row, Enter customises.
    await tabTo(page, xTab);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => linkedInTab.getAttribute('aria-selected')).toBe('true');
    expect(await linkedInTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Customise for LinkedIn' }));
    await page.keyboard.press('Enter');
    const linkedInText = page.getByRole('textbox', { name: /^Content for LinkedIn/ });
    await expect.poll(() => linkedInText.getAttribute('readonly')).toBeNull();
    await linkedInText.fill(FOR_LINKEDIN);
    await expect.poll(() => description(linkedInText)).toBe(`${FOR_LINKEDIN.length} / 3000`);
    await expect.poll(() => linkedInTab.textContent()).toContain('Customised');
    // A photo on LinkedIn only: its media section edits the variant's media.
    await page.getByTestId('composer-upload-input').setInputFiles(fixtures.imagePng);
    const removePhoto = page.getByRole('button', { name: 'Remove holiday photo' });
    await expect.poll(() => removePhoto.isVisible()).toBe(true);
    // LinkedIn's preview folds the long text around 210 characters, behind "…see more".
    const linkedInPreview = page.getByRole('article', { name: /^Preview on LinkedIn/ });
    const seeMore = linkedInPreview.getByRole('button', { name: '…see more' });
    await expect.poll(() => seeMore.isVisible()).toBe(true);
    expect(await linkedInPreview.textContent()).not.toContain(ENDING);
    await expect
      .poll(() => linkedInPreview.getByRole('img', { name: 'holiday photo' }).isVisible())
      .toBe(true);
    await audit(page, 'the composer with two customised accounts and a folded preview');
    await tabTo(page, seeMore);
    await page.keyboard.press('Enter');
    await expect.poll(() => linkedInPreview.textContent()).toContain(ENDING);
    expect(await seeMore.count()).toBe(0);
    // With both customised, the shared text has no preview of its own: it says so.
    await allTab.click();
    await expect
      .poll(() => page.getByText('Every account has its own text or media').isVisible())
      .toBe(true);
    expect(await removePhoto.count()).toBe(0);
    await linkedInTab.click();

    // X over its own limit is refused with its own message, the shared text untouched.
    await xTab.click();
    await xText.fill(FOR_LINKEDIN);
    await expect.poll(() => description(xText)).toBe(`${FOR_LINKEDIN.length} / 280`);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect
      .poll(() => page.getByText(`${xName}: ${FOR_LINKEDIN.length} / 280 characters`).isVisible())
      .toBe(true);
    await xText.fill(FOR_X);
    await allTab.click();
    expect(await shared.inputValue()).toBe(SHARED);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');

    // The draft opens in the composer with both variants; Post Now sends them.
    await page.goto(`${base}/create?postId=${await draftId(page, 'Nine voices')}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Edit Post' }).isVisible())
      .toBe(true);
    await expect.poll(() => xTab.textContent()).toContain('Customised');
    await expect.poll(() => linkedInTab.textContent()).toContain('Customised');
    await linkedInTab.click();
    expect(await linkedInText.inputValue()).toBe(FOR_LINKEDIN);
    await expect.poll(() => removePhoto.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Post Now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/posts\/[0-9a-f-]{36}$/);

    // Each network got its own text, LinkedIn its photo, and neither the shared text.
    await expect.poll(() => sandboxMedia('twitter', FOR_X), PUBLISH_TIMEOUT).toEqual([0]);
    await expect.poll(() => sandboxMedia('linkedin', FOR_LINKEDIN), PUBLISH_TIMEOUT).toEqual([1]);
    expect(await sandboxMedia('twitter', SHARED)).toEqual([]);
    expect(await sandboxMedia('linkedin', SHARED)).toEqual([]);
    await page.context().close();
  });

  it('adapts the shared text for each network (ADR 0086): X accepted, LinkedIn edited then accepted, both saved as their variants', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'adapter@example.com', 'Ada');
    await createGroup(page, base, 'Brand');
    for (const platform of ['X', 'LinkedIn']) await connectThroughConsent(page, platform);

    await page.goto(`${base}/create`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Adapted');
    const adaptButton = page.getByRole('button', { name: 'Adapt for each network' });
    // Disabled until there is something to adapt and someone to adapt it for, saying which.
    await expect.poll(() => adaptButton.isDisabled()).toBe(true);
    expect(await description(adaptButton)).toMatch(/^Write the shared text first/);
    const shared = page.getByRole('textbox', { name: 'Content', exact: true });
    await shared.fill(ADAPT_SHARED);
    await expect.poll(() => description(adaptButton)).toMatch(/^Select the accounts/);
    expect(await adaptButton.isDisabled()).toBe(true);
    const boxes = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(2);
    for (const box of await boxes.all()) await box.check();
    await expect.poll(() => adaptButton.isDisabled()).toBe(false);

    // X already has a text of its own, which its proposal says it will replace.
    const row = page.getByRole('tablist', { name: 'Text and media for' });
    const allTab = row.getByRole('tab', { name: 'All accounts' });
    const xTab = row.getByRole('tab', { name: /^X \(@/ });
    const linkedInTab = row.getByRole('tab', { name: /^LinkedIn/ });
    await xTab.click();
    const xName = (await xTab.textContent()) ?? '';
    const linkedInName = (await linkedInTab.textContent()) ?? '';
    await page.getByRole('button', { name: 'Customise for X' }).click();
    const xText = page.getByRole('textbox', { name: `Content for ${xName}` });
    await xText.fill(FOR_X);
    await allTab.click();

    // The sandbox provider (no AI key on this server) answers a marked text per network.
    await adaptButton.click();
    const proposals = page.getByRole('region', { name: 'Adapted for each network' });
    const xProposal = proposals.getByRole('article', { name: `Proposal for ${xName}` });
    const linkedInProposal = proposals.getByRole('article', {
      name: `Proposal for ${linkedInName}`,
    });
    await expect.poll(() => proposals.getByRole('article').count()).toBe(2);
    const xBox = xProposal.getByRole('textbox', { name: `Proposed text for ${xName}` });
    const adaptedForX = `[Sandbox] ${ADAPT_SHARED}, adapted for X #Sandbox`;
    expect(await xBox.inputValue()).toBe(adaptedForX);
    expect(await description(xBox)).toBe(`${adaptedForX.length} / 280`);
    expect(await xProposal.textContent()).toContain(
      `Accepting replaces the text ${xName} has of its own.`,
    );
    await audit(page, 'the composer proposing a text for each network');
    await xProposal.getByRole('button', { name: `Accept for ${xName}` }).click();
    await expect.poll(() => xProposal.count()).toBe(0);

    // LinkedIn's, edited before it is accepted, counted against LinkedIn's 3,000.
    const linkedInBox = linkedInProposal.getByRole('textbox', {
      name: `Proposed text for ${linkedInName}`,
    });
    const adaptedForLinkedIn = `${await linkedInBox.inputValue()}\n\n${LINKEDIN_EDIT}`;
    expect(adaptedForLinkedIn).toMatch(/adapted for LinkedIn #Sandbox\n\n/);
    await linkedInBox.fill(adaptedForLinkedIn);
    await expect.poll(() => description(linkedInBox)).toBe(`${adaptedForLinkedIn.length} / 3000`);
    await linkedInProposal.getByRole('button', { name: `Accept for ${linkedInName}` }).click();
    await expect.poll(() => proposals.count()).toBe(0);

    // Both customised with the adapted texts; the shared text as it was.
    await expect.poll(() => xTab.textContent()).toContain('Customised');
    await expect.poll(() => linkedInTab.textContent()).toContain('Customised');
    expect(await shared.inputValue()).toBe(ADAPT_SHARED);
    await xTab.click();
    expect(await xText.inputValue()).toBe(adaptedForX);
    const xPreview = page.getByRole('article', { name: `Preview on ${xName}` });
    await expect.poll(() => xPreview.textContent()).toContain(`adapted for X`);
    expect(await xPreview.textContent()).toContain(ADAPT_SHARED);
    await linkedInTab.click();
    const linkedInPreview = page.getByRole('article', { name: `Preview on ${linkedInName}` });
    await expect.poll(() => linkedInPreview.textContent()).toContain(LINKEDIN_EDIT);
    expect(await linkedInPreview.textContent()).toContain('adapted for LinkedIn');

    // Saved, the post holds them as its variants, each following the shared media.
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');
    const postId = await draftId(page, 'Adapted');
    const variants = await page.evaluate(async (id) => {
      const post = (await (await fetch(`/api/posts/${id}`)).json()) as {
        variants: Record<string, { textContent: string | null; media: unknown[] | null }>;
      };
      return Object.values(post.variants).map(({ textContent, media }) => ({ textContent, media }));
    }, postId);
    expect(variants).toHaveLength(2);
    expect(variants).toEqual(
      expect.arrayContaining([
        { textContent: adaptedForX, media: null },
        { textContent: adaptedForLinkedIn, media: null },
      ]),
    );
    await page.context().close();
  });

  it("sets a YouTube video to unlisted with a title and tag of its own, and the sandbox's YouTube has it so (ADR 0087, 0088)", async () => {
    const base = journey.server.baseUrl;
    const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-e2e-opts-')));
    const text = 'How long division works, one step at a time.';
    const page = await newPage(journey.browser);
    await signUp(page, base, 'options@example.com', 'Otto');
    await createGroup(page, base, 'Channel');
    await connectThroughConsent(page, 'YouTube');

    // The video goes into the library first, and is attached from it.
    await page.goto(`${base}/content`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await (await chooser).setFiles(fixtures.videoMp4);
    await expect.poll(() => page.getByRole('article', { name: 'clip' }).isVisible()).toBe(true);

    await page.goto(`${base}/create`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Lesson one');
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill(text);
    await page.getByRole('button', { name: 'From Library' }).click();
    const library = page.getByRole('dialog', { name: 'Media Library' });
    await library.getByRole('button', { name: 'clip' }).click();
    await library.getByRole('button', { name: 'Add to Post' }).click();
    await expect.poll(() => library.count()).toBe(0);
    const box = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
    await expect.poll(() => box.count()).toBe(1);
    await box.check();

    // No options for the shared text; YouTube's own once its account is chosen.
    const options = page.getByRole('region', { name: 'Options', exact: true });
    expect(await options.count()).toBe(0);
    const youtubeTab = page
      .getByRole('tablist', { name: 'Text and media for' })
      .getByRole('tab', { name: /^YouTube/ });
    await youtubeTab.click();
    await expect.poll(() => options.isVisible()).toBe(true);
    expect(await options.getByRole('radio', { name: 'Public', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await options.getByRole('radio', { name: /^No, it/ }).isChecked()).toBe(true);
    const videoTitle = options.getByRole('textbox', { name: 'Video title' });
    // Left empty, the video is titled as the post is.
    expect(await videoTitle.getAttribute('placeholder')).toBe('Lesson one');

    // A title YouTube refuses: said under the field, and by the composer in the server's words.
    await videoTitle.fill('Division <made easy>');
    await expect
      .poll(() => options.getByText('cannot contain < or > (YouTube refuses them)').isVisible())
      .toBe(true);
    const youtubeName = ((await youtubeTab.textContent()) ?? '').replace(/Options$/, '');
    await page.getByRole('button', { name: 'Post Now' }).click();
    await expect
      .poll(() =>
        page
          .getByText(`${youtubeName}: title cannot contain < or > (YouTube refuses them)`)
          .isVisible(),
      )
      .toBe(true);

    await videoTitle.fill('Long division, step by step');
    await expect.poll(() => description(videoTitle)).toBe('27 / 100');
    await options.getByRole('radio', { name: 'Unlisted', exact: true }).check();
    const tags = options.getByLabel('Tags', { exact: true });
    await tags.fill('maths');
    await tags.press('Enter');
    await expect.poll(() => description(tags)).toBe('5 / 500');
    // Options mark the account, but are no customisation of its text.
    await expect.poll(() => youtubeTab.textContent()).toContain('Options');
    expect(await youtubeTab.textContent()).not.toContain('Customised');
    // The preview shows the video's own title.
    const preview = page.getByRole('article', { name: /^Preview on YouTube/ });
    await expect.poll(() => preview.textContent()).toContain('Long division, step by step');
    await audit(page, "the composer with YouTube's options open");

    await page.getByRole('button', { name: 'Post Now' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');
    await expect
      .poll(() => sandboxOptions('youtube', text), PUBLISH_TIMEOUT)
      .toEqual([
        {
          title: 'Long division, step by step',
          privacyStatus: 'unlisted',
          selfDeclaredMadeForKids: false,
          tags: ['maths'],
        },
      ]);
    await page.context().close();
  });
});
