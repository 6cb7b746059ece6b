import { describe, expect, it } from 'vitest';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import {
  claimAdminWithSetupLink,
  connectThroughConsent,
  createGroup,
  newPage,
  signUp,
} from './support/pages';

const journey = useJourney();

/**
 * States no page load shows, audited with axe in both colour schemes (ADR 0044): an open drawer,
 * an over-limit composer, TikTok's options with the disclosure on, a payment table on a phone.
 */
describe('accessibility of states a navigation does not reach', () => {
  it("the admin user drawer's buttons all have names", async () => {
    const base = journey.server.baseUrl;
    const admin = await newPage(journey.browser);
    await signUp(admin, base, 'drawer-admin@example.com', 'Dora');
    await claimAdminWithSetupLink(admin, base);
    await admin.goto(`${base}/admin`);
    const users = admin.getByRole('table', { name: 'Users' });
    await users.getByRole('button', { name: 'drawer-admin@example.com' }).click();
    const drawer = admin.getByRole('dialog', { name: 'drawer-admin@example.com' });
    await expect.poll(() => drawer.getByText('Connected accounts').isVisible()).toBe(true);
    expect(await drawer.getByRole('button', { name: 'Close' }).isVisible()).toBe(true);
    await audit(admin, 'user drawer open');
    await admin.context().close();
  });

  it('the composer with text over the limit', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'long-text@example.com', 'Lena');
    await createGroup(page, base, 'Brand');
    await connectThroughConsent(page, 'X');
    await page.goto(`${base}/create`);
    const boxes = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(1);
    await boxes.first().check();
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('x'.repeat(300));
    await expect.poll(() => page.getByLabel('Characters: 300 / 280').isVisible()).toBe(true);
    await audit(page, 'composer over the limit');
    await page.context().close();
  });

  it("the composer's TikTok options with the disclosure on, as TikTok's guidelines ask (ADR 0088)", async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'disclose@example.com', 'Dana');
    await createGroup(page, base, 'Brand');
    await connectThroughConsent(page, 'TikTok');
    await page.goto(`${base}/create`);
    const boxes = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(1);
    await boxes.first().check();
    await page.getByRole('tab', { name: /^TikTok/ }).click();
    const options = page.getByRole('region', { name: 'Options', exact: true });
    // The creator's nickname, from TikTok's creator_info; no privacy level preselected.
    await expect.poll(() => options.getByText('Posting to TikTok as').isVisible()).toBe(true);
    const privacy = options.getByRole('combobox', { name: 'Who can view this post' });
    expect(await privacy.inputValue()).toBe('');
    await options.getByRole('switch', { name: 'Disclose post content' }).check();
    await expect
      .poll(() =>
        options
          .getByText(
            'You need to indicate if your content promotes yourself, a third party, or both.',
          )
          .isVisible(),
      )
      .toBe(true);
    await options.getByRole('checkbox', { name: 'Branded content' }).check();
    await expect
      .poll(() => options.getByText(/labeled as ‘Paid partnership’/).isVisible())
      .toBe(true);
    // Branded content cannot be private: "Only me" is offered no more.
    await privacy.click();
    const onlyMe = page.getByRole('option', { name: /^Only me/ });
    await expect.poll(() => onlyMe.getAttribute('data-combobox-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await audit(page, "composer with TikTok's disclosure on");
    await page.context().close();
  });

  it('the payment history on a phone can be scrolled by keyboard', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser, 390);
    await signUp(page, base, 'phone-buyer@example.com', 'Pia');
    await page.goto(`${base}/credits`);
    await page
      .getByRole('article', { name: 'Growth Pack' })
      .getByRole('button', { name: 'Purchase Growth Pack' })
      .click();
    await page.waitForURL(/\/sandbox\/stripe\/checkout\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/credits/);
    await page.goto(`${base}/subscription`);
    const history = page.getByRole('region', { name: 'Payment History' });
    await expect.poll(() => history.getByRole('table').isVisible()).toBe(true);
    await audit(page, 'payment history on a phone');
    await page.context().close();
  });
});
