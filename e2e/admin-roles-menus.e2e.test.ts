import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { claimAdminWithSetupLink, newPage, PASSWORD, signUp } from './support/pages';

const journey = useJourney();

const ADMIN = 'roles-admin@example.com';
const CUSTOMER = 'cleo@example.com';
const CUSTOMER_NAME = 'Cleo Tester';

/** The toast with this text is on screen (one toast at a time, spec 001 §9). */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

let signedUp = false;

/** The administrator and a verified customer, each in a browser of their own. */
async function adminAndCustomer(): Promise<{ admin: Page; customer: Page }> {
  const base = journey.server.baseUrl;
  const admin = await newPage(journey.browser);
  const customer = await newPage(journey.browser);
  if (!signedUp) {
    await signUp(admin, base, ADMIN, 'Ada');
    await claimAdminWithSetupLink(admin, base);
    await signUp(customer, base, CUSTOMER, 'Cleo');
    signedUp = true;
    return { admin, customer };
  }
  for (const [page, email] of [
    [admin, ADMIN],
    [customer, CUSTOMER],
  ] as const) {
    await page.goto(`${base}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${base}/`);
  }
  return { admin, customer };
}

/** The number on a User Roles counter card. */
async function counter(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('group', { name: label }).locator('p').last().textContent();
  return Number(text);
}

/** Reloads the customer's page: their next page load, with access read afresh. */
async function administrationShown(customer: Page): Promise<boolean> {
  await customer.reload();
  const nav = customer.getByRole('navigation');
  await expect.poll(() => nav.getByRole('link', { name: 'Overview' }).isVisible()).toBe(true);
  return nav.getByText('Administration').isVisible();
}

async function pickOption(page: Page, select: string, option: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Assign Role' });
  await dialog.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('browser journey: user roles and customer menus', () => {
  it('an admin assigns the admin role with the Assign Role dialog, then revokes it from the badge', async () => {
    const { admin, customer } = await adminAndCustomer();
    expect(await administrationShown(customer)).toBe(false);

    await admin.goto(`${journey.server.baseUrl}/admin/user-roles`);
    const card = admin.getByRole('article', { name: CUSTOMER_NAME });
    await expect.poll(() => card.getByText('customer', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => counter(admin, 'Total Users')).toBe(2);
    const admins = await counter(admin, 'Administrators');
    const assignments = await counter(admin, 'Role Assignments');
    expect(admins).toBe(1);

    // Spec 001 §5: both selectors are needed.
    await admin.getByRole('button', { name: 'Assign Role' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Assign Role' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await audit(admin, 'Assign Role dialog');
    await dialog.getByRole('button', { name: 'Assign Role' }).click();
    await expectToast(admin, 'Please select both user and role');
    await pickOption(admin, 'User', `${CUSTOMER} (${CUSTOMER_NAME})`);
    await dialog.getByRole('button', { name: 'Assign Role' }).click();
    await expectToast(admin, 'Please select both user and role');
    expect(await counter(admin, 'Role Assignments')).toBe(assignments);

    await pickOption(admin, 'Role', /^admin - /);
    await dialog.getByRole('button', { name: 'Assign Role' }).click();
    await expectToast(admin, 'Role assigned successfully');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => card.getByText('admin', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => counter(admin, 'Administrators')).toBe(admins + 1);
    await expect.poll(() => counter(admin, 'Role Assignments')).toBe(assignments + 1);
    expect(await administrationShown(customer)).toBe(true);

    await card.getByRole('button', { name: `Revoke admin from ${CUSTOMER_NAME}` }).click();
    await expectToast(admin, 'Role revoked successfully');
    await expect.poll(() => card.getByText('admin', { exact: true }).count()).toBe(0);
    await expect.poll(() => counter(admin, 'Administrators')).toBe(admins);
    await expect.poll(() => counter(admin, 'Role Assignments')).toBe(assignments);
    expect(await administrationShown(customer)).toBe(false);
    await customer.goto(`${journey.server.baseUrl}/admin/user-roles`);
    await expect
      .poll(() => customer.getByText('You do not have access to this page').isVisible())
      .toBe(true);
  });

  it('an admin hides Content Library from customers: gone from their sidebar, its page and API refused; shown again restores it', async () => {
    const { admin, customer } = await adminAndCustomer();
    const base = journey.server.baseUrl;
    const nav = customer.getByRole('navigation');
    const contentApi = () =>
      customer.evaluate(async () => {
        const response = await fetch('/api/content');
        return { status: response.status, body: await response.text() };
      });
    await customer.goto(`${base}/content`);
    await expect
      .poll(() => customer.getByRole('heading', { name: 'Content Library' }).isVisible())
      .toBe(true);
    expect(await nav.getByRole('link', { name: 'Content Library' }).isVisible()).toBe(true);

    await admin.goto(`${base}/admin/menu-management`);
    const toggle = admin.getByRole('checkbox', { name: 'Content Library' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    const summary = admin.getByText(/^\d+ of \d+ menus visible$/);
    const [, shown = '', total = ''] =
      /^(\d+) of (\d+)/.exec((await summary.textContent()) ?? '') ?? [];
    await toggle.click();
    await expectToast(admin, 'Menu access updated successfully');
    await expect
      .poll(() => summary.textContent())
      .toBe(`${Number(shown) - 1} of ${total} menus visible`);
    await expect.poll(() => toggle.isChecked()).toBe(false);

    await customer.reload();
    await expect.poll(() => nav.getByRole('link', { name: 'Overview' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Content Library' }).count()).toBe(0);
    await expect
      .poll(() => customer.getByText('This page is hidden from your role').isVisible())
      .toBe(true);
    expect(await customer.getByRole('heading', { name: 'Content Library' }).count()).toBe(0);
    expect(await contentApi()).toEqual({
      status: 403,
      body: JSON.stringify({
        message: 'The menu "Content Library" is hidden from your role',
        code: 'FORBIDDEN',
      }),
    });

    // The admin still sees and reaches every menu (spec 001 §2).
    await admin.goto(`${base}/content`);
    await expect
      .poll(() => admin.getByRole('heading', { name: 'Content Library' }).isVisible())
      .toBe(true);

    await admin.goto(`${base}/admin/menu-management`);
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await toggle.click();
    await expectToast(admin, 'Menu access updated successfully');
    await expect.poll(() => summary.textContent()).toBe(`${shown} of ${total} menus visible`);

    await customer.reload();
    await expect
      .poll(() => customer.getByRole('heading', { name: 'Content Library' }).isVisible())
      .toBe(true);
    expect(await nav.getByRole('link', { name: 'Content Library' }).isVisible()).toBe(true);
    expect((await contentApi()).status).toBe(200);
  });

  it('an admin hides Create Post: the calendar offers customers neither an empty place to write in nor Duplicate', async () => {
    const { admin, customer } = await adminAndCustomer();
    const base = journey.server.baseUrl;
    // A draft sits on the day it was written: the list view shows it with its actions.
    const draft = await customer.evaluate(async () => {
      const response = await fetch('/api/posts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Menu draft',
          textContent: 'A draft to copy',
          platforms: [],
          status: 'draft',
          generationMode: 'predefined',
        }),
      });
      return response.status;
    });
    expect(draft).toBe(200);
    await customer.goto(`${base}/`);
    await expect
      .poll(() => customer.getByRole('link', { name: 'New Post' }).isVisible())
      .toBe(true);
    const invitation = customer.getByText(/choose an empty day or hour to write one there/);
    const duplicate = customer.getByRole('button', { name: 'Duplicate' });
    await customer.goto(`${base}/calendar`);
    await expect.poll(() => invitation.isVisible()).toBe(true);
    await customer.getByText('List', { exact: true }).click();
    await expect.poll(() => duplicate.first().isVisible()).toBe(true);

    await admin.goto(`${base}/admin/menu-management`);
    const toggle = admin.getByRole('checkbox', { name: 'Create Post' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await toggle.click();
    await expectToast(admin, 'Menu access updated successfully');
    await expect.poll(() => toggle.isChecked()).toBe(false);
    try {
      // The dashboard's New Post leads there too: not offered either.
      await customer.goto(`${base}/`);
      await expect
        .poll(() => customer.getByRole('heading', { name: 'Recent Posts' }).isVisible())
        .toBe(true);
      await expect.poll(() => customer.getByRole('link', { name: 'New Post' }).count()).toBe(0);
      await customer.goto(`${base}/calendar`);
      await expect
        .poll(() => customer.getByText(/Drag a scheduled post to move it\.$/).isVisible())
        .toBe(true);
      expect(await invitation.count()).toBe(0);
      // A click on today's empty day stays on the calendar.
      await customer.getByRole('gridcell', { name: /, today/ }).click();
      expect(new URL(customer.url()).pathname).toBe('/calendar');
      await customer.getByText('List', { exact: true }).click();
      await expect
        .poll(() => customer.getByRole('article', { name: 'Menu draft' }).isVisible())
        .toBe(true);
      expect(await duplicate.count()).toBe(0);
    } finally {
      await admin.goto(`${base}/admin/menu-management`);
      await expect.poll(() => toggle.isChecked()).toBe(false);
      await toggle.click();
      await expectToast(admin, 'Menu access updated successfully');
    }
  });
});
