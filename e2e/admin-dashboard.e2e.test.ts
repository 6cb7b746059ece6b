import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@fanout/shared';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { claimAdminWithSetupLink, newPage, PASSWORD, signUp } from './support/pages';

const journey = useJourney();
const CUSTOMER = 'grace.dashboard@example.com';

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email').fill(CUSTOMER);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The number a figure of the drawer shows under its label. */
async function figure(drawer: ReturnType<Page['getByRole']>, label: string): Promise<number> {
  const text = await drawer.getByText(label, { exact: true }).locator('xpath=..').innerText();
  return Number(text.replace(label, '').trim());
}

describe('browser journey: the admin dashboard', () => {
  it('an admin finds a user, revokes their API key, adjusts their credits, suspends and reactivates them', async () => {
    const base = journey.server.baseUrl;
    const admin = await newPage(journey.browser);
    await signUp(admin, base, 'dash-admin@example.com', 'Ada');
    await claimAdminWithSetupLink(admin, base);
    const customer = await newPage(journey.browser);
    await signUp(customer, base, CUSTOMER, 'Grace');
    // Grace makes an API key on her session, as the Developer page does.
    const key = await customer.evaluate(async () => {
      const response = await fetch('/api/api-keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Leaked', scopes: ['posts:read'] }),
      });
      return ((await response.json()) as { key: string }).key;
    });
    const keyStatus = async () => {
      const response = await fetch(`${base}/api/posts`, {
        headers: { authorization: `Bearer ${key}` },
      });
      await response.body?.cancel();
      return response.status;
    };
    expect(await keyStatus()).toBe(200);

    await admin.goto(`${base}/admin`);
    await expect
      .poll(() => admin.getByText('Administrator', { exact: true }).isVisible())
      .toBe(true);
    const totalUsers = admin.getByRole('region', { name: 'Total Users' });
    await expect.poll(() => totalUsers.innerText()).toContain('2');
    await expect
      .poll(() => admin.getByRole('region', { name: 'Monthly Revenue' }).innerText())
      .toContain('$0.00');
    await expect
      .poll(() => admin.getByText('One-time purchases this month').isVisible())
      .toBe(true);
    await audit(admin, 'Admin Dashboard');

    // Find Grace by her name, open her drawer.
    await admin.getByLabel('Search users').fill('grace');
    const users = admin.getByRole('table', { name: 'Users' });
    await expect.poll(() => users.getByRole('row').count()).toBe(2);
    await users.getByRole('button', { name: CUSTOMER }).click();
    const drawer = admin.getByRole('dialog', { name: CUSTOMER });
    await expect.poll(() => drawer.getByText('Connected accounts').isVisible()).toBe(true);

    // Her API key, by its prefix only, revoked by the administrator: it stops working at once.
    const keys = drawer.getByRole('table', { name: 'The user’s API keys' });
    await expect.poll(() => keys.getByRole('row', { name: /Leaked/ }).isVisible()).toBe(true);
    expect(await drawer.innerText()).not.toContain(key);
    await audit(admin, 'a user’s drawer with an API key');
    await keys.getByRole('button', { name: 'Revoke Leaked' }).click();
    await admin
      .getByRole('dialog', { name: 'Revoke the key "Leaked"?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect.poll(() => drawer.getByText('No API keys.').isVisible()).toBe(true);
    expect(await keyStatus()).toBe(401);
    const before = await figure(drawer, 'Credits');

    await drawer.getByLabel('Amount').fill('25');
    await drawer.getByLabel('Reason').fill('Goodwill for the outage');
    await drawer.getByRole('button', { name: 'Adjust credits' }).click();
    await expect.poll(() => figure(drawer, 'Credits')).toBe(before + 25);
    const ledger = drawer.getByRole('table', { name: 'Credit ledger' });
    await expect.poll(() => ledger.getByText('Goodwill for the outage').isVisible()).toBe(true);
    const activity = admin.getByRole('region', { name: 'Recent Activity' });
    await expect.poll(() => activity.innerText()).toContain('credits adjusted');
    expect(await activity.innerText()).toContain('Goodwill for the outage');

    // Going below zero is refused with the server's message.
    await drawer.getByLabel('Amount').fill(String(-(before + 26)));
    await drawer.getByLabel('Reason').fill('Too much');
    await drawer.getByRole('button', { name: 'Adjust credits' }).click();
    await expect
      .poll(() => drawer.getByRole('alert').innerText())
      .toContain(`only ${before + 25} available`);

    // Suspend: her open tab is signed out on its next navigation, and sign-in is refused.
    await drawer.getByRole('button', { name: 'Suspend' }).click();
    const confirm = admin.getByRole('dialog', { name: `Suspend ${CUSTOMER}?` });
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await expect.poll(() => drawer.getByText('Suspended', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => activity.innerText()).toContain('user suspended');

    await customer.goto(`${base}/credits`);
    await customer.waitForURL(/\/sign-in/);
    await signIn(customer, base);
    await expect.poll(() => customer.getByText(ACCOUNT_SUSPENDED_MESSAGE).isVisible()).toBe(true);

    // Reactivate: she can sign in again.
    await drawer.getByRole('button', { name: 'Reactivate' }).click();
    await admin
      .getByRole('dialog', { name: `Reactivate ${CUSTOMER}?` })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await expect.poll(() => drawer.getByText('Active', { exact: true }).isVisible()).toBe(true);
    await signIn(customer, base);
    await customer.waitForURL(`${base}/`);

    // Quick Actions go to their pages.
    await admin.keyboard.press('Escape');
    await admin.getByRole('link', { name: 'Manage Credit Packages' }).click();
    await admin.waitForURL(`${base}/admin/credit-packages`);
    await customer.context().close();
    await admin.context().close();
  });
});
