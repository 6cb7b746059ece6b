import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signUp, tabTo, typeInto } from './support/pages';
import { useJourney } from './support/journey';

const journey = useJourney();

const drawerOpen = (page: Page) =>
  page.getByRole('button', { name: 'Close navigation' }).isVisible();

describe('the mobile navigation drawer', () => {
  it('closes on Escape, on its close button, on the overlay and on route change', async () => {
    const page = await newPage(journey.browser, 390);
    await signUp(page, journey.server.baseUrl, 'mobile@example.com', 'Mo');
    const open = async () => {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect.poll(() => drawerOpen(page)).toBe(true);
    };

    await open();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawerOpen(page)).toBe(false);

    await open();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect.poll(() => drawerOpen(page)).toBe(false);

    await open();
    await page.mouse.click(370, 450); // the overlay, right of the 280 px drawer
    await expect.poll(() => drawerOpen(page)).toBe(false);

    await open();
    await page.getByRole('dialog').getByRole('link', { name: 'Content Library' }).click();
    await page.waitForURL(`${journey.server.baseUrl}/content`);
    await expect.poll(() => drawerOpen(page)).toBe(false);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Content Library' }).isVisible())
      .toBe(true);
    await page.context().close();
  });
});

describe('public pages', () => {
  it('the data deletion form needs an email, then records the request on the server (ADR 0050)', async () => {
    const page = await newPage(journey.browser);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') apiCalls.push(request.url());
    });
    await page.goto(`${journey.server.baseUrl}/user-data-deletion`);
    const submit = page.getByRole('button', { name: 'Submit Deletion Request' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Email Address').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    // Sent by keyboard alone (ADR 0044).
    await typeInto(page, page.getByLabel('Email Address'), 'leaving@example.com');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByText('Request Submitted Successfully').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('leaving@example.com').first().isVisible()).toBe(true);
    expect(apiCalls).toEqual([`${journey.server.baseUrl}/api/auth/account-deletion/request`]);
    await page.context().close();
  });

  it('serves the terms and privacy pages to signed-out visitors', async () => {
    const page = await newPage(journey.browser);
    await page.goto(`${journey.server.baseUrl}/terms`);
    await expect.poll(() => page.getByText('Last updated August 17, 2025').isVisible()).toBe(true);
    await page.goto(`${journey.server.baseUrl}/privacy-policy`);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /data deletion/i })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.context().close();
  });
});
