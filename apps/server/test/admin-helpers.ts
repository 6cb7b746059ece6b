import { grantAdmin } from '@fanout/core/auth';
import type { HttpClient } from './http-client';
import { signedUpClient, uniqueEmail } from './http-client';
import type { TestServer } from './test-server';

/**
 * A verified user made administrator the way an operator does it (`pnpm admin:grant`): nobody is
 * admin for being first (ADR 0028).
 */
export async function adminClient(
  server: TestServer,
  email = uniqueEmail('admin'),
): Promise<{ client: HttpClient; email: string; userId: string }> {
  const signedUp = await signedUpClient(server.baseUrl, email);
  await grantAdmin(server.core, { input: { email: signedUp.email } });
  return signedUp;
}
