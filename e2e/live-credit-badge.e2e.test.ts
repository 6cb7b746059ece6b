import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { claimAdminWithSetupLink, newPage, signUp } from './support/pages';

const journey = useJourney();

describe("browser journey: the header's credit badge follows the balance", () => {
  it('shows an admin grant on an open page at once, without a reload', async () => {
    const base = journey.server.baseUrl;
    const admin = await newPage(journey.browser);
    await signUp(admin, base, 'badge-admin@example.com', 'Abe');
    await claimAdminWithSetupLink(admin, base);
    const customer = await newPage(journey.browser);
    await signUp(customer, base, 'badge-customer@example.com', 'Bea');
    const badge = customer.getByRole('banner').getByText(/^\d[\d,]* Credits$/);
    await expect.poll(() => badge.first().textContent()).toBe('60 Credits');

    await admin.goto(`${base}/admin`);
    await admin.getByLabel('Search users').fill('badge-customer');
    const users = admin.getByRole('table', { name: 'Users' });
    await users.getByRole('button', { name: 'badge-customer@example.com' }).click();
    const drawer = admin.getByRole('dialog', { name: 'badge-customer@example.com' });
    await drawer.getByLabel('Amount').fill('25');
    await drawer.getByLabel('Reason').fill('Welcome gift');
    await drawer.getByRole('button', { name: 'Adjust credits' }).click();

    // The customer's page was not touched: the stream told it.
    await expect.poll(() => badge.first().textContent()).toBe('85 Credits');
    await customer.context().close();
    await admin.context().close();
  });
});
