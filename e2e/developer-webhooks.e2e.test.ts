import { describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../apps/server/test/webhook-receiver';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { newPage, signUp } from './support/pages';

// The receiver runs on 127.0.0.1, which the product refuses unless the operator allows it.
const journey = useJourney({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' });

describe('browser journey: webhooks on the Developer Settings page (ADR 0094)', () => {
  it('adds an endpoint, copies its secret once, sends the test event and sees it delivered', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const base = journey.server.baseUrl;
      const page = await newPage(journey.browser);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: base,
      });
      await signUp(page, base, 'hooks@example.com', 'Hana');
      await page.getByRole('button', { name: /User menu/ }).click();
      await page.getByRole('menuitem', { name: 'Developer Settings' }).click();
      await page.waitForURL(`${base}/settings/developer`);
      const section = page.getByRole('region', { name: 'Webhooks' });
      await expect.poll(() => section.getByText('No endpoints yet.').isVisible()).toBe(true);

      const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
      await form.getByLabel('Endpoint URL').fill(receiver.url);
      await form.getByLabel('Description').fill('My receiver');
      await form.getByRole('checkbox', { name: 'post.published' }).check();
      await form.getByRole('checkbox', { name: 'target.failed' }).check();
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      // The secret, once, with Copy.
      const secretBlock = page.getByTestId('webhook-secret');
      await expect.poll(() => secretBlock.isVisible()).toBe(true);
      const secret = (await secretBlock.textContent())?.trim() ?? '';
      expect(secret).toMatch(/^whsec_/);
      await audit(page, 'webhook secret shown');
      await page.getByRole('button', { name: 'Copy' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Copied' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await page.getByRole('button', { name: 'Done' }).click();
      expect(await secretBlock.count()).toBe(0);
      receiver.verifyWith(secret);

      const card = page.getByRole('article', { name: `Webhook endpoint ${receiver.url}` });
      await expect.poll(() => card.getByText('post.published').isVisible()).toBe(true);
      await card.getByRole('button', { name: 'Send test event' }).click();
      await expect.poll(() => receiver.accepted().length, { timeout: 15_000 }).toBe(1);
      expect(receiver.accepted()[0]?.type).toBe('webhook.test');

      // The log shows it delivered, with the receiver's status.
      const row = card.getByTestId('webhook-delivery').first();
      await expect
        .poll(() => row.getByText('Succeeded').isVisible(), { timeout: 15_000 })
        .toBe(true);
      expect(await row.getByText('webhook.test').isVisible()).toBe(true);
      expect(await row.getByText(/^204 in \d+ ms$/).isVisible()).toBe(true);
      await audit(page, 'webhook delivery log');

      // Replay: the same event again, under the same id.
      await row.getByRole('button', { name: 'Replay' }).click();
      await expect.poll(() => receiver.accepted().length, { timeout: 15_000 }).toBe(2);
      expect(receiver.accepted()[1]?.id).toBe(receiver.accepted()[0]?.id);
      await page.context().close();
    } finally {
      await receiver.close();
    }
  });
});
