import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { useFakeAiServers } from '@fanout/core/testing';
import { aiGenerations, aiMediaGenerations, contentItems } from '@fanout/db/schema';
import { useJourney } from './support/journey';
import { audit } from './support/axe';
import { chooseByKeyboard, newPage, signUp, tabTo, typeInto } from './support/pages';
import { startProductServer } from './support/product-server';

const journey = useJourney();
const fakes = useFakeAiServers();

const PROGRESS = 'AI generations in progress';

/**
 * Records every text the progress section shows from now on, so a generation the server finishes
 * between two polls of the test is still seen in progress.
 */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate((name) => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const section = document.querySelector(`[aria-label="${name}"]`);
      if (section?.textContent) seen.push(section.textContent);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, PROGRESS);
}

async function progressSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

/** Fills and sends the library's generation form (open on the page). */
async function generate(page: Page, title: string, type: string, description: string) {
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
}

async function openGenerationForm(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/content`);
  await page.getByRole('button', { name: 'Generate AI Content' }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Generate AI Content' }).isVisible())
    .toBe(true);
}

describe('browser journey: AI generation into the content library', () => {
  it('generates an image and an audio file with the Sandbox provider through the job registry', async () => {
    const base = journey.server.baseUrl;
    const { db } = journey.server.database;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'maker@example.com', 'Mae');
    await openGenerationForm(page, base);
    await expect.poll(() => page.getByText('No content yet').isVisible()).toBe(true);

    // Spec 000 §5: a blank description is a toast, and nothing is sent.
    await page.getByRole('textbox', { name: 'Title' }).fill('Hive at dawn');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Image', exact: true }).click();
    await expect.poll(() => page.getByText('Made by Sandbox').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Description' }).fill('   ');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.poll(() => page.getByText('Description Required').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Please describe the content you want to generate').isVisible())
      .toBe(true);
    expect(await db.select().from(aiMediaGenerations)).toEqual([]);

    await recordProgress(page);
    await generate(page, 'Hive at dawn', 'Image', 'Bees leaving a hive at sunrise');
    // The form is emptied for the next one at once.
    await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('');
    const image = page.getByRole('article', { name: 'Hive at dawn' });
    await expect.poll(() => image.isVisible()).toBe(true);
    await expect.poll(() => image.getByText('image', { exact: true }).isVisible()).toBe(true);
    // The card can show before its thumbnail has arrived: wait for the image itself to load.
    await expect
      .poll(() =>
        image
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    // It was shown in progress, and the section went once it had ended.
    expect(
      (await progressSeen(page)).some((text) =>
        /^image\s*Hive at dawn\s*(Waiting to start…|Generating…)$/.test(text),
      ),
    ).toBe(true);
    await expect.poll(() => page.getByRole('status', { name: PROGRESS }).count()).toBe(0);

    // The real path: the request queued a job, the job generated, recorded and stored the item.
    const [row] = await db.select().from(aiMediaGenerations);
    expect(row).toMatchObject({
      title: 'Hive at dawn',
      type: 'image',
      prompt: 'Bees leaving a hive at sunrise',
      provider: 'sandbox',
      status: 'succeeded',
      error: null,
    });
    const [item] = await db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, row?.contentId ?? ''));
    expect(item).toMatchObject({ title: 'Hive at dawn', type: 'image', mimeType: 'image/png' });
    const records = await db.select().from(aiGenerations);
    expect(records).toEqual([
      expect.objectContaining({ kind: 'image', provider: 'sandbox', outcome: 'succeeded' }),
    ]);

    // Audio, with the form still open, by keyboard alone (ADR 0044).
    await audit(page, 'generation form open');
    await typeInto(page, page.getByRole('textbox', { name: 'Title' }), 'Morning hum');
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'Type' }), 'Audio');
    await typeInto(page, page.getByRole('textbox', { name: 'Description' }), 'A calm hum of bees');
    await tabTo(page, page.getByRole('button', { name: 'Generate', exact: true }));
    await page.keyboard.press('Enter');
    const audio = page.getByRole('article', { name: 'Morning hum' });
    await expect.poll(() => audio.isVisible()).toBe(true);
    await expect.poll(() => audio.getByText('audio', { exact: true }).isVisible()).toBe(true);
    expect(await audio.locator('audio').count()).toBe(1);
    expect((await progressSeen(page)).some((text) => text.includes('Morning hum'))).toBe(true);
    await page.context().close();
  });

  it('says a type cannot be made here, and shows a failed generation with the provider’s reason', async () => {
    const fake = await fakes.start({ method: 'POST', path: '/v1/images/generations' }, [
      { status: 500, json: { error: { message: 'boom', type: 'server_error', code: null } } },
    ]);
    // Live mode with only an OpenAI key: images and audio by OpenAI, no video provider.
    const server = await startProductServer({
      PLATFORM_MODE: 'live',
      OPENAI_API_KEY: 'sk-test-library-0123456789',
      OPENAI_BASE_URL: `${fake.url}/v1`,
    });
    try {
      const page = await newPage(journey.browser);
      await signUp(page, server.baseUrl, 'unlucky@example.com', 'Una');
      await openGenerationForm(page, server.baseUrl);

      await page.getByRole('combobox', { name: 'Type' }).click();
      await page
        .getByRole('option', { name: 'Video (not available on this server)', exact: true })
        .click();
      await expect
        .poll(() => page.getByText('Not available on this server', { exact: true }).isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByText(/^AI provider not configured for video: /).isVisible())
        .toBe(true);
      const send = page.getByRole('button', { name: 'Generate', exact: true });
      expect(await send.isDisabled()).toBe(true);

      await generate(page, 'Sunset', 'Image', 'The sea at dusk');
      const failure = page.getByRole('alert').filter({ hasText: 'Generation Failed' });
      await expect
        .poll(() => failure.textContent())
        .toContain('"Sunset" (image): OpenAI failed (500): try again later');
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]?.body).toMatchObject({ prompt: 'The sea at dusk' });
      // The bell has it too (the backend's notification); the grid stays empty.
      await expect
        .poll(() => page.getByRole('button', { name: 'Notifications: 1 unread' }).isVisible())
        .toBe(true);
      expect(await page.getByText('No content yet').isVisible()).toBe(true);

      await failure.getByRole('button', { name: 'Dismiss the failure of Sunset' }).click();
      await expect.poll(() => failure.count()).toBe(0);
      await page.context().close();
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
