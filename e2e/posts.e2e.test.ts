import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '@fanout/core/testing';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import {
  connectThroughConsent,
  createGroup,
  newPage,
  signUp,
  tabTo,
  typeInto,
} from './support/pages';

const journey = useJourney();

/** Local date and time parts, as the native inputs take them. */
function localParts(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return { day, time, dateTime: `${day}T${time}` };
}

describe('browser journey: posts', () => {
  it('schedules a post with an image for two accounts, edits its time, saves a draft, sees both on the dashboard', async () => {
    const base = journey.server.baseUrl;
    const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-e2e-post-')));
    const page = await newPage(journey.browser);
    await signUp(page, base, 'poster@example.com', 'Pat');
    await createGroup(page, base, 'Brand');
    await connectThroughConsent(page, 'LinkedIn');
    await connectThroughConsent(page, 'X');

    // Compose and schedule for tomorrow at 10:00, with an image, on both accounts.
    await page.goto(`${base}/create`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create New Post' }).isVisible())
      .toBe(true);
    // The main validation messages (spec 000 §5), as the user meets them.
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect.poll(() => page.getByText('Please enter post content').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Draft text');
    await page.getByRole('button', { name: 'Post Now' }).click();
    // One toast at a time (spec 000 §8): this one replaces the first at once.
    await expect
      .poll(() => page.getByText('Please select at least one platform').isVisible())
      .toBe(true);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Launch day');
    await page
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('We launch tomorrow! 🚀');
    const platforms = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
    await expect.poll(() => platforms.count()).toBe(2);
    for (const box of await platforms.all()) await box.check();
    await page.getByTestId('composer-upload-input').setInputFiles(fixtures.imagePng);
    await expect
      .poll(() => page.getByRole('button', { name: 'Remove holiday photo' }).isVisible())
      .toBe(true);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(10, 0, 0, 0);
    await page.getByLabel('Date').fill(localParts(tomorrow).day);
    await page.getByLabel('Time').fill('10:00');
    await expect.poll(() => page.getByText('Post will be scheduled for:').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');

    // Find it in Posts & Drafts, and move it to 11:30.
    await page.goto(`${base}/scheduled`);
    const card = page.getByRole('article', { name: 'Launch day' });
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Scheduled (1)' }).isVisible())
      .toBe(true);
    await tabTo(page, card.getByRole('button', { name: 'Edit Launch day' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Scheduled Post' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await audit(page, 'Edit Scheduled Post dialog');
    const later = new Date(tomorrow);
    later.setHours(11, 30);
    await dialog.getByLabel('Scheduled Date & Time').fill(localParts(later).dateTime);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('Post updated successfully').isVisible()).toBe(true);
    const scheduled = await journey.server.database.db.query.posts.findFirst();
    expect(scheduled?.scheduledAt?.getTime()).toBe(later.getTime());

    // Save a draft, by keyboard alone (ADR 0044).
    await page.goto(`${base}/create`);
    await typeInto(page, page.getByRole('textbox', { name: 'Title', exact: true }), 'Rough idea');
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'Content', exact: true }),
      'Something about our roadmap',
    );
    await tabTo(page, page.getByRole('button', { name: 'Save Draft' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('');
    await page.goto(`${base}/scheduled`);
    await page.getByRole('tab', { name: /Drafts/ }).click();
    await expect
      .poll(() => page.getByRole('article', { name: 'Rough idea' }).isVisible())
      .toBe(true);

    // Both on the dashboard.
    await page.goto(`${base}/`);
    await expect
      .poll(() => page.getByRole('article', { name: 'Launch day' }).first().isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('article', { name: 'Rough idea' }).first().isVisible())
      .toBe(true);
    await page.context().close();
  });
});
