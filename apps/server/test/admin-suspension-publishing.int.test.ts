import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postTargets } from '@fanout/db/schema';
import { adminClient } from './admin-helpers';
import type { HttpClient } from './http-client';
import {
  connectAccount,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

let server: PublishingServer;
let admin: HttpClient;
beforeAll(async () => {
  server = await startPublishingServer();
  admin = (await adminClient(server)).client;
});
afterAll(async () => server.close());

it('holds a suspended owner’s scheduled target past its time and publishes it after reactivation', async () => {
  const creator = await newCreator(server);
  const account = await connectAccount(creator.client, creator.group, 'bluesky');
  const post = await postNow(creator.client, [account.id], {
    status: 'scheduled',
    scheduledAt: new Date(Date.now() + 2_000).toISOString(),
  });
  expect((await admin.post('/api/admin/suspend-user', { userId: creator.userId })).status).toBe(
    200,
  );
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  const held = await server.database.db
    .select()
    .from(postTargets)
    .where(eq(postTargets.postId, post.id));
  expect(held.map((t) => [t.state, t.waitReason])).toEqual([['scheduled', 'account_suspended']]);

  expect((await admin.post('/api/admin/reactivate-user', { userId: creator.userId })).status).toBe(
    200,
  );
  const settled = await settledTargets(server, post.id);
  expect(settled.map((t) => t.state)).toEqual(['published']);
});
