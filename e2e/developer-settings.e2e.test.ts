import { describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../apps/server/test/webhook-receiver';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { newPage, signUp } from './support/pages';

// The Developer Settings page's sections, over one server (ADR 0092, 0094, 0097). The webhook
// receiver runs on 127.0.0.1, which the product refuses unless the operator allows it.
const journey = useJourney({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' });

/** What a script does with the key: no cookie, no Origin, only the bearer. */
async function listPostsWith(base: string, key: string): Promise<number> {
  const response = await fetch(`${base}/api/posts`, {
    headers: { authorization: `Bearer ${key}` },
  });
  await response.body?.cancel();
  return response.status;
}

/** What an MCP client asks first of the address the page shows: the tools the key may use. */
async function mcpToolsWith(address: string, key: string): Promise<string[]> {
  const response = await fetch(address, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  const body = (await response.json()) as { result?: { tools: Array<{ name: string }> } };
  return (body.result?.tools ?? []).map((tool) => tool.name).sort();
}

describe('browser journey: API keys on the Developer page (ADR 0092)', () => {
  it('a user makes a key, sees it once, copies it, uses it, revokes it', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'integrator@example.com', 'Ida');

    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Developer' }).click();
    await page.waitForURL(`${base}/settings/developer`);
    const section = page.getByRole('region', { name: 'API keys' });
    await expect.poll(() => section.getByText('No API keys yet.').isVisible()).toBe(true);
    // Administrators only: a customer is not offered the admin scope.
    expect(await section.getByRole('checkbox', { name: /^admin/ }).count()).toBe(0);
    await audit(page, 'Developer page without keys');

    await section.getByLabel('Key name').fill('Zapier');
    await section.getByRole('checkbox', { name: /^posts:write/ }).check();
    await section.getByRole('switch', { name: 'Agents may publish' }).check();
    await section.getByRole('button', { name: 'Create key' }).click();

    const dialog = page.getByRole('dialog', { name: /Your new key/ });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByText('Copy this key now: it will not be shown again.').isVisible())
      .toBe(true);
    const key = await dialog.getByLabel('API key').inputValue();
    expect(key).toMatch(/^fo_live_[a-z2-7]+_[a-z2-7]+$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Copied' }).isVisible()).toBe(true);
    await audit(page, 'the new key shown once');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // Listed by its prefix only: the page never shows the whole key again.
    const row = section.getByRole('row', { name: /Zapier/ });
    const nevers = async () => ((await row.textContent()) ?? '').split('Never').length - 1;
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain(`${key.split('_').slice(0, 3).join('_')}…`);
    expect(await page.content()).not.toContain(key);
    expect(await row.textContent()).toContain('posts:write');
    expect(await nevers()).toBe(2);
    expect(await row.textContent()).toContain('Agents may publish');

    expect(await listPostsWith(base, key)).toBe(200);
    // The MCP section gives the address an AI assistant connects to with the key.
    const mcp = page.getByRole('region', { name: 'MCP server for AI agents' });
    const address = await mcp.getByRole('textbox', { name: 'Server address' }).inputValue();
    expect(address).toBe(`${base}/mcp`);
    const tools = await mcpToolsWith(address, key);
    expect(tools).toEqual(expect.arrayContaining(['create_draft', 'schedule_post']));
    // Only what its scopes allow: this key has no media:write.
    expect(tools).not.toContain('upload_media_from_url');
    // Before its use the key read "Never" twice (last used, expires); once the list is read again,
    // only its expiry does.
    await page.reload();
    await expect.poll(nevers).toBe(1);
    await audit(page, 'Developer page with a key');

    await row.getByRole('button', { name: 'Revoke Zapier' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the key "Zapier"?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => section.getByText('No API keys yet.').isVisible()).toBe(true);
    expect(await listPostsWith(base, key)).toBe(401);
  });
});

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
      // Exact: the MCP section has Copy buttons of its own ("Copy the server address").
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Copied', exact: true }).isVisible())
        .toBe(true);
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
