import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { connectThroughConsent, newPage, signUp } from './support/pages';

const journey = useJourney();

describe('browser journey: connected accounts', () => {
  it('creates a group, connects two platforms through their consent pages, then disconnects one', async () => {
    const page = await newPage(journey.browser);
    await signUp(page, journey.server.baseUrl, 'accounts@example.com', 'Acc');
    await page.goto(`${journey.server.baseUrl}/accounts`);
    await expect.poll(() => page.getByText('No account groups yet').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Create Group' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Account Group' });
    await dialog.getByLabel('Name').fill('Main brand');
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await expect
      .poll(() => page.getByRole('article', { name: 'LinkedIn', exact: true }).isVisible())
      .toBe(true);

    await connectThroughConsent(page, 'LinkedIn');
    await expect.poll(() => page.getByText('Account connected').first().isVisible()).toBe(true);
    await connectThroughConsent(page, 'X');

    const x = page.getByRole('article', { name: 'X', exact: true });
    await x.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disconnect Account' });
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
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
