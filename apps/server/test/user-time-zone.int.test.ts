import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepCredits } from '@fanout/core/billing';
import { applyCreditChanges } from '@fanout/core/credits';
import { notifications, users } from '@fanout/db/schema';
import { HttpClient, PASSWORD, signedUpClient, uniqueEmail } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/** ADR 0056: each user plans in their own time zone. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const ZONE_MESSAGE = 'timeZone must be an IANA time zone name, e.g. Europe/Paris';

describe('a user’s time zone', () => {
  it('is the browser’s zone sent at sign-up, in canonical form; UTC when none was sent', async () => {
    const client = new HttpClient(server.baseUrl);
    const email = uniqueEmail();
    const answer = await client.post('/api/auth/signup', {
      email,
      password: PASSWORD,
      timeZone: 'europe/berlin',
    });
    expect(answer.status).toBe(201);
    const [row] = await server.database.db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.timeZone).toBe('Europe/Berlin');

    const plain = await signedUpClient(server.baseUrl);
    expect((await plain.client.get('/api/auth/user')).body).toMatchObject({ timeZone: 'UTC' });
  });

  it('refuses a zone that is not one at sign-up, naming the field, and creates no account', async () => {
    const email = uniqueEmail();
    for (const timeZone of ['Mars/Olympus_Mons', '+02:00', 'x'.repeat(65)]) {
      const answer = await new HttpClient(server.baseUrl).post('/api/auth/signup', {
        email,
        password: PASSWORD,
        timeZone,
      });
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toContain('timeZone');
    }
    const rows = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });

  it('is changed in Profile Settings; a bad one is refused and the saved one kept', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const saved = await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'Ada', lastName: '', timeZone: 'America/New_York' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ firstName: 'Ada', timeZone: 'America/New_York' });
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      timeZone: 'America/New_York',
    });

    const refused = await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'Bob', lastName: '', timeZone: 'Atlantis/Capital' },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toBe(`timeZone: ${ZONE_MESSAGE}`);
    expect((await client.get('/api/settings/profile')).body).toMatchObject({
      firstName: 'Ada',
      timeZone: 'America/New_York',
    });

    // Absent leaves it as it is.
    await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'Ada', lastName: '' },
    });
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      timeZone: 'America/New_York',
    });
  });

  it('dates the "credits expire on" notice on the owner’s calendar', async () => {
    // Midnight UTC on January 1 is still December 31 in New York, and January 1 in Berlin.
    const expiresAt = new Date(Date.UTC(2030, 0, 1));
    const now = new Date(expiresAt.getTime() - 3 * 86_400_000);
    const told: Record<string, string | undefined> = {};
    for (const zone of ['America/New_York', 'Europe/Berlin']) {
      const { client, userId } = await signedUpClient(server.baseUrl);
      await client.request('PATCH', '/api/settings/profile', {
        body: { firstName: '', lastName: '', timeZone: zone },
      });
      await server.database.db.transaction((tx) =>
        applyCreditChanges(tx, [
          {
            userId,
            amount: 40,
            kind: 'purchase',
            description: 'Pack',
            idempotencyKey: `tz:${userId}`,
            expiresAt,
          },
        ]),
      );
      await sweepCredits({ ...server.core, now: () => now }, { expiryWarningMs: 7 * 86_400_000 });
      const [notice] = await server.database.db
        .select({ body: notifications.body })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      told[zone] = notice?.body;
    }
    expect(told['America/New_York']).toMatch(/^40 credits expire on December 31, 2029\./);
    expect(told['Europe/Berlin']).toMatch(/^40 credits expire on January 1, 2030\./);
  });
});
