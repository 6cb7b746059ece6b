import { describe, expect, it } from 'vitest';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { claimAdminWithSetupLink, newPage, PASSWORD, signUp } from './support/pages';

const journey = useJourney();

describe('browser journey: the audit log', () => {
  it('an admin filters the log and sees a sign-in and a plan change', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'auditor@example.com', 'Ada');
    await claimAdminWithSetupLink(page, base);

    // A sign-in of theirs, from the sign-in form.
    const other = await newPage(journey.browser);
    await other.goto(`${base}/sign-in`);
    await other.getByLabel('Email').fill('auditor@example.com');
    await other.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.waitForURL(`${base}/`);

    // A plan change, through the API the Subscription Plans page uses (the browser sends Origin).
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/admin/subscription-plans', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Audited Plan',
          description: 'Seen in the log',
          priceMonthly: 900,
          priceYearly: 8640,
          creditsPerMonth: 100,
          features: ['One'],
          isActive: true,
        }),
      });
      return response.status;
    });
    expect(status).toBe(200);

    await page.goto(`${base}/admin/audit-log`);
    const table = page.getByRole('table', { name: 'Audit events' });
    await expect.poll(() => table.getByText('catalog.plan_created').first().isVisible()).toBe(true);
    await audit(page, 'Audit Log');

    await page.getByLabel('Actor email').fill('auditor@example.com');
    await expect.poll(() => table.getByText('auth.sign_in', { exact: true }).count()).toBe(1);
    await expect.poll(() => table.getByText('Audited Plan').first().isVisible()).toBe(true);

    const action = page.getByLabel('Action', { exact: true }).first();
    await action.click();
    await action.fill('catalog.plan_created');
    await page.getByRole('option', { name: 'catalog.plan_created' }).click();
    await expect.poll(() => table.getByText('auth.sign_in', { exact: true }).count()).toBe(0);
    await expect.poll(() => table.getByText('catalog.plan_created').count()).toBe(1);
    await expect.poll(() => table.getByText('auditor@example.com').count()).toBe(1);
  });
});
