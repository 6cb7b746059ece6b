import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { creditPackages } from '@fanout/db/schema';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { newPage, signUp, tabTo } from './support/pages';

const journey = useJourney();

const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

/** The toast with this text is on screen (one toast at a time, ADR 0034). */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

/** On the sandbox's hosted Checkout: types the card and submits the form. */
async function payOnCheckout(page: Page, card: string): Promise<void> {
  await page.waitForURL(/\/sandbox\/stripe\/checkout\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^(Pay|Subscribe) / }).click();
}

/** The balance the page shows ('N Credits'). */
function balance(page: Page) {
  return page.getByTestId('credits-balance');
}

describe('browser journey: buying credits and subscribing through Stripe (the sandbox)', () => {
  it('buys the Growth Pack on the sandbox checkout and sees the balance rise on /credits', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'grower@example.com', 'Greta');

    await page.goto(`${base}/credits`);
    await expect.poll(() => balance(page).textContent()).toBe('60 Credits');
    expect(await page.getByText('Enough for approximately 20 posts').isVisible()).toBe(true);
    expect(await page.getByText('Credits never expire').isVisible()).toBe(true);
    const growth = page.getByRole('article', { name: 'Growth Pack' });
    expect(await growth.getByText('Best Value • Save 17%').isVisible()).toBe(true);

    // Keyboard only (ADR 0044): Tab to the Growth Pack's Purchase button and press Enter.
    await tabTo(page, growth.getByRole('button', { name: 'Purchase Growth Pack' }));
    await page.keyboard.press('Enter');
    await payOnCheckout(page, PAYS);

    // Back on /credits: fulfilled at once, the query gone from the address.
    await page.waitForURL(/\/credits/);
    await expectToast(page, 'Credits purchased successfully');
    await expect.poll(() => page.url()).toBe(`${base}/credits`);
    await expect.poll(() => balance(page).textContent()).toBe('1,060 Credits');
    expect(await page.getByText('Enough for approximately 353 posts').isVisible()).toBe(true);
    const recent = page.getByRole('region', { name: 'Recent Transactions' });
    await expect.poll(() => recent.getByText('+1,000').isVisible()).toBe(true);
    // The header's balance (the user) was refreshed too.
    await expect
      .poll(() => page.getByRole('banner').getByText('1,060 Credits').first().isVisible())
      .toBe(true);

    // Loaded with a purchase, in both colour schemes (ADR 0044).
    await audit(page, 'credits after a purchase');

    // A reload does not run the return again: the balance stays.
    await page.reload();
    await expect.poll(() => balance(page).textContent()).toBe('1,060 Credits');
    await page.context().close();
  });

  it('a declined card leads back to /credits with the failure text and changes nothing', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'declined@example.com', 'Dora');

    await page.goto(`${base}/credits`);
    await expect.poll(() => balance(page).textContent()).toBe('60 Credits');
    const starter = page.getByRole('article', { name: 'Starter Pack' });
    await tabTo(page, starter.getByRole('button', { name: 'Purchase Starter Pack' }));
    await page.keyboard.press('Enter');
    await payOnCheckout(page, DECLINED);
    await expect.poll(() => page.getByText('Your card was declined.').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Return to Fanout' }).click();
    await page.waitForURL(/\/credits/);
    await expectToast(page, 'Failed to purchase credits');
    await expect.poll(() => page.url()).toBe(`${base}/credits`);
    await expect.poll(() => balance(page).textContent()).toBe('60 Credits');
    const recent = page.getByRole('region', { name: 'Recent Transactions' });
    expect(await recent.getByText('+300').count()).toBe(0);
    await page.context().close();
  });

  it('subscribes to Pro monthly, sees it with its payment on /subscription, and cancels at period end', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'subscriber@example.com', 'Sam');

    await page.goto(`${base}/subscription`);
    const pro = page.getByRole('article', { name: 'Pro Plan' });
    await expect.poll(() => pro.getByText('$12.00/mo').isVisible()).toBe(true);
    // Yearly shows 12 × $12 × 0.8; the subscription is bought monthly.
    await page.getByText('Yearly (Save 20%)').click();
    await expect.poll(() => pro.getByText('$115.20/yr').isVisible()).toBe(true);
    await page.getByText('Monthly', { exact: true }).click();
    await expect.poll(() => pro.getByText('$12.00/mo').isVisible()).toBe(true);

    await tabTo(page, pro.getByRole('button', { name: 'Subscribe' }));
    await page.keyboard.press('Enter');
    await payOnCheckout(page, PAYS);

    await page.waitForURL(/\/subscription/);
    await expectToast(page, 'Subscription activated successfully');
    await expect.poll(() => page.url()).toBe(`${base}/subscription`);
    const current = page.getByRole('region', { name: 'Current Subscription' });
    // The subscription itself comes with customer.subscription.created, in any order with the
    // checkout's return; the page refetches it (LIVE_REFRESH_MS) as long as a loaded machine takes.
    await expect
      .poll(() => current.getByText('Pro Plan').isVisible(), { timeout: 45_000, interval: 1_000 })
      .toBe(true);
    expect(await current.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await pro.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);

    // The invoice's payment arrives with Stripe's invoice.paid webhook, delivered concurrently
    // and in no set order (ADR 0067): wait for it, as long as a loaded CI machine may take.
    const history = page.getByRole('region', { name: 'Payment History' });
    await expect
      .poll(
        async () => {
          if (await history.getByText('$12.00').isVisible()) return true;
          await page.reload();
          return false;
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toBe(true);
    expect(await history.getByText('Completed').first().isVisible()).toBe(true);

    // 'Manage billing' opens Stripe's Customer Portal, whose return link comes back here.
    await current.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL(/\/sandbox\/stripe\/portal/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Manage your plan' }).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Return to Fanout' }).click();
    await page.waitForURL(/\/subscription/);
    await expect.poll(() => current.getByText('Pro Plan').isVisible()).toBe(true);

    // Another plan says what it will charge before anything changes (Stripe's invoice preview).
    const business = page.getByRole('article', { name: 'Business Plan' });
    await business.getByRole('button', { name: 'Subscribe' }).click();
    const change = page.getByRole('dialog', { name: 'Change to Business Plan?' });
    await expect
      .poll(() =>
        change
          .getByText(/^Upgrade to Business Plan: \$\d+\.\d\d now, then \$[\d,.]+ a month\.$/)
          .isVisible(),
      )
      .toBe(true);
    await audit(page, 'plan change preview');
    await change.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => change.count()).toBe(0);
    expect(await pro.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);

    // Cancel, confirmed in the dialog: the spec's notice replaces the Cancel button.
    await current.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expectToast(page, 'Subscription will be canceled at the end of the billing period');
    await expect
      .poll(() =>
        current
          .getByText(
            /^Your subscription will be canceled at the end of the current billing period on .+\.$/,
          )
          .isVisible(),
      )
      .toBe(true);
    expect(await current.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    // The notice, the badges and the payment table, in both colour schemes (ADR 0044).
    await audit(page, 'subscription canceling at period end');
    await page.context().close();
  });

  it('buys a credit package on /buy-credits and sees when its credits expire', async () => {
    const base = journey.server.baseUrl;
    // A package as the administrator would create it (their page has its own journey).
    await journey.server.database.db.insert(creditPackages).values({
      name: 'Agency Bundle',
      description: 'For a busy month',
      creditQuantity: 1000,
      priceMultiplier: 110,
      validityMonths: 12,
    });
    const page = await newPage(journey.browser);
    await signUp(page, base, 'packager@example.com', 'Pia');

    await page.goto(`${base}/buy-credits`);
    const bundle = page.getByRole('article', { name: 'Agency Bundle' });
    await expect.poll(() => bundle.getByText('10% Premium').isVisible()).toBe(true);
    // 1,000 × $0.15 × 110 % = $165.00, $0.165 a credit.
    expect(await bundle.getByText('$165.00').isVisible()).toBe(true);
    expect(await bundle.getByText('$0.165 per credit').isVisible()).toBe(true);
    expect(await bundle.getByText('Valid for: 12 months').isVisible()).toBe(true);
    await expect.poll(() => balance(page).textContent()).toBe('60 Credits');

    await tabTo(page, bundle.getByRole('button', { name: 'Purchase 1,000 Credits' }));
    await page.keyboard.press('Enter');
    await payOnCheckout(page, PAYS);

    await page.waitForURL(/\/buy-credits/);
    await expectToast(page, 'Credits purchased successfully');
    await expect.poll(() => page.url()).toBe(`${base}/buy-credits`);
    await expect.poll(() => balance(page).textContent()).toBe('1,060 Credits');
    // Package credits expire after the package's validity (ADR 0047); the welcome credits do not.
    await expect.poll(() => page.getByText(/^1,000 credits expire on .+$/).isVisible()).toBe(true);
    const recent = page.getByRole('region', { name: 'Recent Credit Transactions' });
    expect(await recent.getByText('+1,000').isVisible()).toBe(true);
    await audit(page, 'buy-credits after a purchase');
    await page.context().close();
  });
});
