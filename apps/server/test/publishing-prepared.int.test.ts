/**
 * A run prepares its job during the prepare lead (ADR 0073: the post, the account and its token
 * read before the time) and uses it only if nothing it was read from changed by the claim: a post
 * edited while its run waits goes out as edited, once; one left alone goes out as it was. The claim
 * comes before the time (ADR 0079; a quarter of the harness's 1.5 s lease here, 2 s in
 * production); the call itself never before it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTargetAttempts, posts, postTargets } from '@fanout/db/schema';
import type { SocialAccount } from '@fanout/shared';
import {
  connectAccount,
  DRIVERS,
  driverEnv,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

describe.each(DRIVERS)('a run prepared during the lead, with the %s job driver', (driver) => {
  let server: PublishingServer;
  let alice: Awaited<ReturnType<typeof newCreator>>;
  let x: SocialAccount;

  beforeAll(async () => {
    server = await startPublishingServer(driverEnv(driver));
    alice = await newCreator(server);
    x = await connectAccount(alice.client, alice.group, 'twitter');
  });
  afterAll(async () => server.close());

  const sandboxTexts = (marker: string) =>
    server.sandbox.publishing
      .posts('twitter')
      .map((post) => post.text)
      .filter((text) => text.includes(marker));

  it('publishes a post edited while its run waited as edited, and one left alone as it was', async () => {
    const marker = Math.random().toString(36).slice(2);
    // Due in 4 s, within the lead: both jobs start now, read their jobs and wait for the time.
    const scheduledAt = new Date(Date.now() + 4_000).toISOString();
    const schedule = (text: string) =>
      postNow(alice.client, [x.id], { textContent: text, status: 'scheduled', scheduledAt });
    const edited = await schedule(`before the edit ${marker}`);
    const untouched = await schedule(`left alone ${marker}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // What an edit writes to the post (its row, not its target), after the run read it.
    await server.database.db
      .update(posts)
      .set({ textContent: `after the edit ${marker}`, updatedAt: new Date() })
      .where(eq(posts.id, edited.id));

    for (const post of [edited, untouched]) {
      const [target] = await settledTargets(server, post.id);
      expect(target?.state).toBe('published');
    }
    expect(sandboxTexts(marker).sort()).toEqual([
      `after the edit ${marker}`,
      `left alone ${marker}`,
    ]);
  });

  it('claims and charges a scheduled target ahead of its time and calls the platform at the time', async () => {
    const marker = Math.random().toString(36).slice(2);
    const post = await postNow(alice.client, [x.id], {
      textContent: `claimed ahead ${marker}`,
      status: 'scheduled',
      scheduledAt: new Date(Date.now() + 5_000).toISOString(),
    });
    const [target] = await settledTargets(server, post.id);
    expect(target?.state).toBe('published');
    const [attempt] = await server.database.db
      .select({ startedAt: postTargetAttempts.startedAt, dueAt: postTargets.dueAt })
      .from(postTargetAttempts)
      .innerJoin(postTargets, eq(postTargets.id, postTargetAttempts.targetId))
      .where(eq(postTargets.postId, post.id));
    const claimedAt = attempt?.startedAt.getTime() ?? Number.NaN;
    const dueAt = attempt?.dueAt?.getTime() ?? Number.NaN;
    expect(claimedAt).toBeLessThan(dueAt);
    expect(claimedAt).toBeGreaterThanOrEqual(
      dueAt - (server.core.config.publishing?.leaseMs ?? 0) / 4,
    );
    const [call] = server.sandbox.publishing
      .posts('twitter')
      .filter((sent) => sent.text.includes(marker));
    // The sandbox's arrival is Date.now() (whole milliseconds) less the request's precise age: up
    // to a millisecond before the true arrival.
    expect(call?.requestedAt ?? 0).toBeGreaterThan(dueAt - 1);
  });
});
