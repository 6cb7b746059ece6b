import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '@fanout/core/testing';
import { useJourney } from './support/journey';
import { audit } from './support/axe';
import { newPage, signUp, tabTo } from './support/pages';

const journey = useJourney();

describe('browser journey: the content library', () => {
  it('uploads an image from the Content Library page, sees it in the grid, then deletes it', async () => {
    const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-e2e-media-')));
    const page = await newPage(journey.browser);
    await signUp(page, journey.server.baseUrl, 'library@example.com', 'Lib');
    await page.goto(`${journey.server.baseUrl}/content`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Content Library' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('No content yet').isVisible()).toBe(true);
    const storage = page.getByTestId('storage-usage');
    await expect.poll(() => storage.textContent()).toBe('Storage: 0 bytes of 5 GB used');

    // By keyboard alone (ADR 0044): Tab to Upload Files, Enter opens the file chooser.
    // Waiting starts first: Playwright turns on its file-chooser interception asynchronously.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, page.getByRole('button', { name: 'Upload Files' }));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(fixtures.imagePng);
    await expect.poll(() => page.getByText('Upload Complete').isVisible()).toBe(true);
    const card = page.getByRole('article', { name: 'holiday photo' });
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect.poll(() => card.getByText('image', { exact: true }).isVisible()).toBe(true);
    // The preview is the server's thumbnail, actually loaded by the browser (a lazy image: wait
    // for it rather than reading it once, which raced with the load).
    await expect
      .poll(() =>
        card
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    // The quota line follows the library (ADR 0030).
    await expect
      .poll(() => storage.textContent())
      .toMatch(/^Storage: [1-9]\d* (bytes|KB) of 5 GB used$/);

    await tabTo(page, card.getByRole('button', { name: 'Delete holiday photo' }));
    await page.keyboard.press('Enter');
    // Deleting asks first (ADR 0034).
    const confirm = page.getByRole('dialog', { name: 'Delete this media item?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await audit(page, 'delete confirmation');
    await tabTo(page, confirm.getByRole('button', { name: 'Delete', exact: true }));
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByText('No content yet').isVisible()).toBe(true);
    await expect.poll(() => storage.textContent()).toBe('Storage: 0 bytes of 5 GB used');
    await page.context().close();
  });
});
