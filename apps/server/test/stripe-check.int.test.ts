import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStripeSetup } from '@fanout/core/billing';
import { runServerCommand } from './run-server-command';
import { startTestServer, type TestServer } from './test-server';

/**
 * ADR 0065: `pnpm stripe:check` reads the account's webhook endpoints and portal configuration
 * through the API — here the simulator's, which is set up as the operator's guide says.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

function stripe() {
  const billing = server.core.billing;
  if (!billing) throw new Error('the test server has no billing');
  return billing.stripe;
}

describe('pnpm stripe:check', () => {
  it('finds nothing wrong with the simulator, and says so through the real command', async () => {
    expect(await checkStripeSetup(stripe(), `${server.baseUrl}/api/webhooks/stripe`)).toEqual([]);
    // The command as `pnpm stripe:check` runs it, with the server's keys (its DATA_DIR's secret).
    const { code, output } = await runServerCommand('stripe-check', [], server.database.url, {
      PUBLIC_URL: server.baseUrl,
      DATA_DIR: server.config.dataDir,
    });
    expect(output).toMatch(/nothing is wrong/);
    expect(code).toBe(0);
    // The command starts through tsx: 20 s and more on a loaded machine.
  }, 120_000);

  it('says when no endpoint delivers to this server', async () => {
    const problems = await checkStripeSetup(
      stripe(),
      'https://fanout.example.com/api/webhooks/stripe',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /No webhook endpoint delivers to https:\/\/fanout\.example\.com\/api\/webhooks\/stripe .*API version 2026-10-28\.endive/,
    );
  });
});
