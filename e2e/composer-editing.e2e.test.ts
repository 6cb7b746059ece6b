import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '@fanout/core/testing';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { connectThroughConsent, createGroup, newPage, signUp } from './support/pages';

const journey = useJourney();
const PUBLISH_TIMEOUT = { timeout: 120_000, interval: 1_000 };

/** The platform a composer checkbox stands for (its description starts with it). */
const describedBy = (box: Locator) =>
  box.evaluate(
    (element) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );

describe('browser journey: a draft edited in the composer (ADR 0059)', () => {
  it('opens a draft in the composer, adds a platform and media, publishes it, and finds both links', async () => {
    const base = journey.server.baseUrl;
    const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-e2e-edit-')));
    const page = await newPage(journey.browser, 1280, { timezoneId: 'Europe/Paris' });
    await signUp(page, base, 'editor@example.com', 'Edda');
    await createGroup(page, base, 'Brand');
    for (const platform of ['LinkedIn', 'X']) await connectThroughConsent(page, platform);

    // A draft to X alone.
    await page.goto(`${base}/create`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Grown draft');
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Started small.');
    const boxes = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(2);
    for (const box of await boxes.all()) {
      if ((await describedBy(box)).startsWith('X')) await box.check();
    }
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');

    // Its page offers the composer, which opens with everything as saved.
    await page.goto(`${base}/scheduled`);
    await page.getByRole('tab', { name: /^Drafts/ }).click();
    const card = page.getByRole('article', { name: 'Grown draft' });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('link', { name: 'Grown draft' }).click();
    await page.getByRole('link', { name: 'Edit in composer' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Edit Post' }).isVisible())
      .toBe(true);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue()).toBe('Grown draft');
    await expect.poll(() => boxes.count()).toBe(2);
    for (const box of await boxes.all()) {
      const platform = await describedBy(box);
      expect(await box.isChecked(), platform).toBe(platform.startsWith('X'));
      // A second platform, and media.
      if (platform.startsWith('LinkedIn')) await box.check();
    }
    await page.getByTestId('composer-upload-input').setInputFiles(fixtures.imagePng);
    await expect.poll(() => page.getByRole('button', { name: /^Remove / }).count()).toBe(1);
    await audit(page, 'the composer editing a draft');
    await page.getByRole('button', { name: 'Post Now' }).click();

    // Published to both: its page shows both links; it is under Published.
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/posts\/[0-9a-f-]{36}$/);
    for (const name of ['LinkedIn', 'X']) {
      const link = page.getByRole('link', { name: `View on ${name}` });
      await expect.poll(() => link.isVisible(), PUBLISH_TIMEOUT).toBe(true);
      expect(await link.getAttribute('href')).toMatch(/\/sandbox\/_control\/publishing\//);
    }
    expect(await page.getByRole('link', { name: 'Edit in composer' }).count()).toBe(0);
    await page.goto(`${base}/scheduled`);
    const published = page.getByRole('tab', { name: /^Published/ });
    await published.click();
    await expect
      .poll(() => page.getByRole('article', { name: 'Grown draft' }).isVisible(), PUBLISH_TIMEOUT)
      .toBe(true);
    await page.getByRole('tab', { name: /^Drafts/ }).click();
    await expect.poll(() => page.getByRole('article', { name: 'Grown draft' }).count()).toBe(0);
  });
});
