import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { audit } from './support/axe';
import { connectThroughConsent, newPage, signUp, tabTo } from './support/pages';

const journey = useJourney();

describe('browser journey: connected accounts', () => {
  it('creates a group, connects two platforms through their consent pages, then disconnects one', async () => {
    const page = await newPage(journey.browser);
    await signUp(page, journey.server.baseUrl, 'accounts@example.com', 'Acc');
    await page.goto(`${journey.server.baseUrl}/accounts`);
    await expect.poll(() => page.getByText('No account groups yet').isVisible()).toBe(true);

    // By keyboard alone (ADR 0044): Tab to Create Group, Enter; the dialog focuses its Name field,
    // Enter submits it.
    await tabTo(page, page.getByRole('button', { name: 'Create Group' }).first());
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Account Group' });
    await expect
      .poll(() => dialog.getByLabel('Name').evaluate((field) => field === document.activeElement))
      .toBe(true);
    await audit(page, 'Create Account Group dialog');
    await page.keyboard.type('Main brand');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('article', { name: 'LinkedIn', exact: true }).isVisible())
      .toBe(true);

    await connectThroughConsent(page, 'LinkedIn');
    await expect.poll(() => page.getByText('Account connected').first().isVisible()).toBe(true);
    await connectThroughConsent(page, 'X');

    const x = page.getByRole('article', { name: 'X', exact: true });
    await tabTo(page, x.getByRole('button', { name: 'Disconnect' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Disconnect Account' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await audit(page, 'Disconnect Account dialog');
    await tabTo(page, confirm.getByRole('button', { name: 'Disconnect' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => x.getByRole('button', { name: 'Connect', exact: true }).isVisible())
      .toBe(true);
    const linkedIn = page.getByRole('article', { name: 'LinkedIn', exact: true });
    expect(await linkedIn.getByRole('button', { name: 'Connected' }).isVisible()).toBe(true);

    await page.goto(`${journey.server.baseUrl}/`);
    await expect.poll(() => page.getByText('1 of 9 Connected').isVisible()).toBe(true);
    await page.context().close();
  });
});
