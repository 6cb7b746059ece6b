import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import {
  claimAdminWithSetupLink,
  newPage,
  PASSWORD,
  signUp,
  tabTo,
  typeInto,
} from './support/pages';

const journey = useJourney();

/** The one visible toast (spec 001 §9: one at a time) says `text`. */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

let adminExists = false;

/**
 * The administrator, signed in: the first time signed up and made admin with the setup link,
 * afterwards signed in again, so each test (and `-t` on one) can start here.
 */
async function adminPage(): Promise<Page> {
  const base = journey.server.baseUrl;
  const page = await newPage(journey.browser);
  if (adminExists) {
    await page.goto(`${base}/sign-in`);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${base}/`);
    return page;
  }
  await signUp(page, base, 'admin@example.com', 'Ada');
  await claimAdminWithSetupLink(page, base);
  adminExists = true;
  return page;
}

describe('browser journey: the administrator’s subscription plans and credit packages', () => {
  it('creates a plan (keyboard only), sees it, edits it and deletes it after confirming', async () => {
    const page = await adminPage();
    await page.goto(`${journey.server.baseUrl}/admin/subscription-plans`);
    // The spec's two plans are seeded (migration 0017).
    const pro = page.getByRole('article', { name: 'Pro Plan', exact: true });
    await expect.poll(() => pro.getByText('$12.00/mo').isVisible()).toBe(true);
    await expect.poll(() => pro.getByText('$115.20/year').isVisible()).toBe(true);

    // Create Plan by keyboard alone (ADR 0044): the dialog focuses Plan Name.
    await tabTo(page, page.getByRole('button', { name: 'Create Plan' }).first());
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Subscription Plan' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.type('Agency Plan');
    await typeInto(page, dialog.getByLabel('Description'), 'For agencies');
    await typeInto(page, dialog.getByLabel('Monthly Price ($)'), '49.99');
    // Yearly follows: 12 × 49.99 × 0.8 = 479.904 → $479.90.
    await expect.poll(() => dialog.getByLabel('Yearly Price ($)').inputValue()).toBe('479.90');
    await typeInto(page, dialog.getByLabel('Credits Per Month'), '3000');
    await typeInto(page, dialog.getByLabel('Features (one per line)'), 'One\n\nTwo\nThree\nFour');
    await audit(page, 'Create Subscription Plan dialog');
    await tabTo(page, dialog.getByRole('button', { name: 'Create Plan' }));
    await page.keyboard.press('Enter');
    await expectToast(page, 'Subscription plan created successfully');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const agency = page.getByRole('article', { name: 'Agency Plan', exact: true });
    await expect.poll(() => agency.getByText('$49.99/mo').isVisible()).toBe(true);
    await expect.poll(() => agency.getByText('$479.90/year').isVisible()).toBe(true);
    await expect.poll(() => agency.getByText('3,000 credits per month').isVisible()).toBe(true);
    // The first 3 features; the blank line was dropped, so one more.
    await expect.poll(() => agency.getByText('Three', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => agency.getByText('+1 more feature').isVisible()).toBe(true);
    expect(await agency.getByText('Four', { exact: true }).count()).toBe(0);
    await expect.poll(() => agency.getByText('Active', { exact: true }).isVisible()).toBe(true);

    // Edit reuses the form, filled; the yearly price still follows the monthly one.
    await agency.getByRole('button', { name: 'Edit Agency Plan' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Subscription Plan' });
    await expect.poll(() => edit.getByLabel('Plan Name').inputValue()).toBe('Agency Plan');
    await edit.getByLabel('Monthly Price ($)').fill('12.10');
    await expect.poll(() => edit.getByLabel('Yearly Price ($)').inputValue()).toBe('116.16');
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Update Plan' }).click();
    await expectToast(page, 'Subscription plan updated successfully');
    await expect.poll(() => agency.getByText('$12.10/mo').isVisible()).toBe(true);
    await expect.poll(() => agency.getByText('Inactive', { exact: true }).isVisible()).toBe(true);

    // Delete asks first (ADR 0034); Cancel keeps the plan.
    await agency.getByRole('button', { name: 'Delete Agency Plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this plan?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(await agency.isVisible()).toBe(true);
    await agency.getByRole('button', { name: 'Delete Agency Plan' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Subscription plan deleted successfully');
    await expect.poll(() => agency.count()).toBe(0);
    await page.context().close();
  });

  it('creates a credit package with the price preview; the server refuses 0 credits in the toast', async () => {
    const page = await adminPage();
    await page.goto(`${journey.server.baseUrl}/admin/credit-packages`);
    await expect.poll(() => page.getByText('No credit packages yet').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Create Package' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Credit Package' });
    await expect.poll(() => dialog.getByLabel('Price Multiplier (%)').inputValue()).toBe('110');
    await expect.poll(() => dialog.getByLabel('Validity (Months)').inputValue()).toBe('12');
    await dialog.getByLabel('Package Name').fill('Mega Pack');
    // Spec 001 §9's default of 0 credits is the server's to refuse, with its reason.
    await dialog.getByRole('button', { name: 'Create Package' }).click();
    await expectToast(page, 'Failed to create credit package');
    // The server's reason (its zod message, prefixed by the field) is the toast's message.
    await expect
      .poll(() => page.getByText('Credit quantity must be at least 1').isVisible())
      .toBe(true);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('Credit Quantity').fill('1000');
    await expect.poll(() => dialog.getByText('Price: $165.00').isVisible()).toBe(true);
    await dialog.getByLabel('Validity (Months)').fill('6');
    await audit(page, 'Create Credit Package dialog');
    await dialog.getByRole('button', { name: 'Create Package' }).click();
    await expectToast(page, 'Credit package created successfully');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const mega = page.getByRole('article', { name: 'Mega Pack', exact: true });
    for (const text of ['$165.00', '110% of base', '1,000 credits', 'Valid for 6 months']) {
      await expect.poll(() => mega.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => mega.getByText('$0.165 per credit').isVisible()).toBe(true);

    // The next Create starts from the defaults again.
    await page.getByRole('button', { name: 'Create Package' }).first().click();
    await expect.poll(() => dialog.getByLabel('Package Name').inputValue()).toBe('');
    await expect.poll(() => dialog.getByLabel('Credit Quantity').inputValue()).toBe('0');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  it('a plan a customer has begun to buy is archived, not deleted, and the toast says so', async () => {
    const base = journey.server.baseUrl;
    const admin = await adminPage();
    await admin.goto(`${base}/admin/subscription-plans`);
    await admin.getByRole('button', { name: 'Create Plan' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'Create Subscription Plan' });
    await dialog.getByLabel('Plan Name').fill('Studio Plan');
    await dialog.getByLabel('Monthly Price ($)').fill('20');
    await dialog.getByLabel('Credits Per Month').fill('800');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expectToast(admin, 'Subscription plan created successfully');
    const studio = admin.getByRole('article', { name: 'Studio Plan', exact: true });
    await expect.poll(() => studio.getByText('$192.00/year').isVisible()).toBe(true);

    // A customer chooses it on /subscription and reaches Stripe's Checkout, then stops there:
    // Stripe now has the plan's Price, and that Checkout could still be paid.
    const customer = await newPage(journey.browser);
    await signUp(customer, base, 'studio@example.com', 'Stu');
    await customer.goto(`${base}/subscription`);
    const offered = customer.getByRole('article', { name: 'Studio Plan' });
    await offered.getByRole('button', { name: 'Subscribe' }).click();
    await customer.waitForURL(/\/sandbox\/stripe\/checkout\//);

    await studio.getByRole('button', { name: 'Delete Studio Plan' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete this plan?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await audit(admin, 'delete plan confirmation');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(
      admin,
      '\u201cStudio Plan\u201d has subscribers or checkouts: archived instead of deleted',
    );
    // Archived: gone from the admin's list and from the customers' list.
    await expect.poll(() => studio.count()).toBe(0);
    await customer.goto(`${base}/subscription`);
    await expect
      .poll(() => customer.getByRole('article', { name: 'Pro Plan' }).isVisible())
      .toBe(true);
    expect(await offered.count()).toBe(0);
    await customer.context().close();
    await admin.context().close();
  });

  it('an admin creates a package and a customer buys it on /buy-credits through the sandbox checkout', async () => {
    const base = journey.server.baseUrl;
    const admin = await adminPage();
    await admin.goto(`${base}/admin/credit-packages`);
    await admin.getByRole('button', { name: 'Create Package' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'Create Credit Package' });
    await dialog.getByLabel('Package Name').fill('Creator Bundle');
    await dialog.getByLabel('Credit Quantity').fill('200');
    await dialog.getByLabel('Price Multiplier (%)').fill('100');
    await expect.poll(() => dialog.getByText('Price: $30.00').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Create Package' }).click();
    await expectToast(admin, 'Credit package created successfully');
    await admin.context().close();

    const customer = await newPage(journey.browser);
    await signUp(customer, base, 'buyer@example.com', 'Bea');
    await customer.goto(`${base}/buy-credits`);
    const bundle = customer.getByRole('article', { name: 'Creator Bundle' });
    await expect.poll(() => bundle.getByText('$30.00', { exact: true }).isVisible()).toBe(true);
    const balance = customer.getByTestId('credits-balance');
    await expect.poll(() => balance.textContent()).toBe('60 Credits');
    await bundle.getByRole('button', { name: 'Purchase 200 Credits' }).click();
    await customer.waitForURL(/\/sandbox\/stripe\/checkout\//);
    await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await customer.getByRole('button', { name: /^Pay / }).click();
    await customer.waitForURL(/\/buy-credits/);
    await expectToast(customer, 'Credits purchased successfully');
    await expect.poll(() => balance.textContent()).toBe('260 Credits');
    // The package's validity (12 months, the form's default) came with its credits (ADR 0047).
    await expect
      .poll(() => customer.getByTestId('expiring-credits').textContent())
      .toMatch(/^200 credits expire on /);
    await customer.context().close();
  });

  it('a customer cannot open the administrator’s pages', async () => {
    const page = await newPage(journey.browser);
    await signUp(page, journey.server.baseUrl, 'customer@example.com', 'Cleo');
    for (const path of ['/admin/subscription-plans', '/admin/credit-packages']) {
      await page.goto(`${journey.server.baseUrl}${path}`);
      await expect
        .poll(() => page.getByText('You do not have access to this page').isVisible())
        .toBe(true);
      expect(await page.getByRole('article').count()).toBe(0);
    }
    await page.context().close();
  });
});
