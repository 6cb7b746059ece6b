import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '@fanout/db/schema';
import { requestEmailChange } from '@fanout/core/auth';
import { makeMediaFixtures, type MediaFixtures } from '@fanout/core/testing';
import { PROFILE_UPDATE_EMPTY, type ContentItem } from '@fanout/shared';
import { HttpClient, PASSWORD, signedUpClient, uniqueEmail, unverifiedClient } from './http-client';
import { startTestServer, withClockStopped, type TestServer } from './test-server';
import { uploadFiles } from './upload-client';

let server: TestServer;
let fixtures: MediaFixtures;
beforeAll(async () => {
  server = await startTestServer();
  fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-fixtures-')));
});
afterAll(async () => server.close());

async function upload(client: HttpClient, file: string): Promise<ContentItem> {
  const { status, body } = await uploadFiles(server.baseUrl, client, [file]);
  expect(status).toBe(201);
  const item = (body as { items: ContentItem[] }).items[0];
  if (!item) throw new Error('nothing uploaded');
  return item;
}

async function signIn(email: string, password: string) {
  const client = new HttpClient(server.baseUrl);
  const response = await client.request('POST', '/api/auth/login', { body: { email, password } });
  return { client, status: response.status };
}

/** The token of the latest email change link mailed to `email` (mail leaves off the request path). */
async function emailChangeToken(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = [...server.mails].reverse().find((m) => m.to === email);
    const match = mail ? /\/confirm-email-change\?token=([^\s]+)/.exec(mail.text) : null;
    if (match?.[1]) return decodeURIComponent(match[1]);
    if (Date.now() > deadline) throw new Error(`no email change link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function auditRows(userId: string, action: 'auth.email_changed' | 'account.profile_updated') {
  return server.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorId, userId), eq(auditEvents.action, action)));
}

describe('profile settings', () => {
  it('saves the name, shows it in GET /api/auth/user, and clears it when blank; audited', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    expect((await client.get('/api/settings/profile')).body).toEqual({
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      timeZone: 'UTC',
    });
    const saved = await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: '  Ada ', lastName: 'Lovelace' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
      timeZone: 'UTC',
    });
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const cleared = await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: '', lastName: '   ' },
    });
    expect(cleared.body).toMatchObject({ firstName: null, lastName: null });
    expect(await auditRows(userId, 'account.profile_updated')).toHaveLength(2);
    // PATCH: what is left out stays as it is.
    await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'Grace', lastName: 'Hopper' },
    });
    const zoneOnly = await client.request('PATCH', '/api/settings/profile', {
      body: { timeZone: 'Europe/Paris' },
    });
    expect(zoneOnly.status, JSON.stringify(zoneOnly.body)).toBe(200);
    expect(zoneOnly.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: null,
      timeZone: 'Europe/Paris',
    });
    const lastOnly = await client.request('PATCH', '/api/settings/profile', {
      body: { lastName: '' },
    });
    expect(lastOnly.body).toMatchObject({ firstName: 'Grace', lastName: null });
    // Nothing to change is a mistake, not a save.
    const audited = (await auditRows(userId, 'account.profile_updated')).length;
    const empty = await client.request('PATCH', '/api/settings/profile', { body: {} });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(PROFILE_UPDATE_EMPTY);
    expect(await auditRows(userId, 'account.profile_updated')).toHaveLength(audited);
  });

  it('refuses bad names with 400 naming the field, and a signed-out caller with 401', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const long = await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'x'.repeat(101), lastName: '' },
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('First name must be at most 100 characters');
    const nul = await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'A', lastName: 'B\u0000' },
    });
    expect(nul.status).toBe(400);
    expect(JSON.stringify(nul.body)).toContain('lastName');
    const anonymous = new HttpClient(server.baseUrl);
    const refused = await anonymous.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'A', lastName: 'B' },
    });
    expect(refused.status).toBe(401);
  });

  it('takes an image of my own library as the avatar, refuses others’ and non-images', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const stranger = await signedUpClient(server.baseUrl);
    const mine = await upload(client, fixtures.imagePng);
    const theirs = await upload(stranger.client, fixtures.imagePng);
    const pdf = await upload(client, fixtures.documentPdf);

    const foreign = await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'A', lastName: 'B', avatarMediaId: theirs.id },
    });
    expect(foreign.status).toBe(404);
    const notImage = await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'A', lastName: 'B', avatarMediaId: pdf.id },
    });
    expect(notImage.status).toBe(400);
    expect(JSON.stringify(notImage.body)).toContain('must be an image');
    const badId = await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'A', lastName: 'B', avatarMediaId: 'not-an-id' },
    });
    expect(badId.status).toBe(400);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ profileImageUrl: null });

    const set = await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'A', lastName: 'B', avatarMediaId: mine.id },
    });
    expect(set.status).toBe(200);
    const url = (set.body as { profileImageUrl: string }).profileImageUrl;
    expect(url).toBe(`/api/content/${mine.id}/thumbnail`);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ profileImageUrl: url });
    const image = await fetch(`${server.baseUrl}${url}`, {
      headers: { cookie: client.cookieHeader },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    // Absent keeps it, null removes it.
    const kept = await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'A', lastName: 'C' },
    });
    expect(kept.body).toMatchObject({ profileImageUrl: url });
    const removed = await client.request('PATCH', '/api/settings/profile', {
      body: { firstName: 'A', lastName: 'C', avatarMediaId: null },
    });
    expect(removed.body).toMatchObject({ profileImageUrl: null });
  });
});

describe('email change', () => {
  it('needs the current password and a free address; refusals mail nothing', async () => {
    const { client, email } = await signedUpClient(server.baseUrl);
    const taken = await signedUpClient(server.baseUrl);
    const wanted = uniqueEmail('wrong-password');
    const wrong = await client.post('/api/settings/email', {
      newEmail: wanted,
      currentPassword: 'not my password',
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('current password is not correct');
    const inUse = await client.post('/api/settings/email', {
      newEmail: taken.email.toUpperCase(),
      currentPassword: PASSWORD,
    });
    expect(inUse.status).toBe(409);
    expect(JSON.stringify(inUse.body)).toContain('already in use');
    const same = await client.post('/api/settings/email', {
      newEmail: email,
      currentPassword: PASSWORD,
    });
    expect(same.status).toBe(400);
    const invalid = await client.post('/api/settings/email', {
      newEmail: 'not an address',
      currentPassword: PASSWORD,
    });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toContain('newEmail');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.mails.filter((m) => m.to === wanted || m.text.includes(wanted))).toEqual([]);
  });

  it('counts wrong passwords with the sign-in throttle: guessing through it is slowed too', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const attempt = () =>
      client.post('/api/settings/email', {
        newEmail: uniqueEmail('guess'),
        currentPassword: 'a wrong guess',
      });
    // The sixth attempt meets the first delay however long the fifth password took to check.
    await withClockStopped(server, async () => {
      for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(400);
      const throttled = await attempt();
      expect(throttled.status).toBe(429);
      expect(JSON.stringify(throttled.body)).toContain('Too many failed');
    });
  });

  it('changes the address by the link: verified, other sessions end, audited, link spent', async () => {
    const { client, email, userId } = await signedUpClient(server.baseUrl);
    const other = await signIn(email, PASSWORD);
    expect(other.status).toBe(200);
    const newEmail = uniqueEmail('moved');

    const asked = await client.post('/api/settings/email', {
      newEmail,
      currentPassword: PASSWORD,
    });
    expect(asked.status).toBe(200);
    expect(JSON.stringify(asked.body)).toContain(newEmail);
    const token = await emailChangeToken(newEmail);
    await expect
      .poll(() => server.mails.some((m) => m.to === email && m.text.includes(newEmail)))
      .toBe(true);
    // Nothing changed before the link is followed.
    expect((await client.get('/api/auth/user')).body).toMatchObject({ email });

    const confirmed = await client.post('/api/settings/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ endedSessions: 1 });
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
    expect((await other.client.get('/api/auth/user')).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(newEmail, PASSWORD)).status).toBe(200);

    const [audit, ...more] = await auditRows(userId, 'auth.email_changed');
    expect(more).toEqual([]);
    expect(audit?.before).toEqual({ email });
    expect(audit?.after).toMatchObject({ email: newEmail, otherSessionsEnded: 1 });

    const again = await client.post('/api/settings/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain('already been used');
  });

  it('verifies an account that never was, with the welcome credits verification gives', async () => {
    const { client } = await unverifiedClient(server.baseUrl);
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      emailVerified: false,
      credits: 0,
    });
    const newEmail = uniqueEmail('typo-fixed');
    await client.post('/api/settings/email', { newEmail, currentPassword: PASSWORD });
    const confirmed = await client.post('/api/settings/email/confirm', {
      token: await emailChangeToken(newEmail),
    });
    expect(confirmed.status).toBe(200);
    const user = (await client.get('/api/auth/user')).body as { credits: number };
    expect(user).toMatchObject({ email: newEmail, emailVerified: true });
    expect(user.credits).toBe(server.core.config.signupCreditGrant);
    expect(user.credits).toBeGreaterThan(0);
  });

  it('opened signed out, the link ends every session of the account', async () => {
    const { client, email } = await signedUpClient(server.baseUrl);
    const newEmail = uniqueEmail('elsewhere');
    await client.post('/api/settings/email', { newEmail, currentPassword: PASSWORD });
    const token = await emailChangeToken(newEmail);
    const stranger = await signedUpClient(server.baseUrl);
    // Another user's session is no owner's session: it keeps nothing of this account alive.
    const confirmed = await stranger.client.post('/api/settings/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ endedSessions: 1 });
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await stranger.client.get('/api/auth/user')).status).toBe(200);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
  });

  it('refuses an expired link, a forged one, and one whose address was taken meanwhile', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const late = uniqueEmail('late');
    const ttl = server.core.config.accountLinks.emailVerificationTtlMs;
    const past = new Date(Date.now() - ttl - 60_000);
    await requestEmailChange(
      { ...server.core, now: () => past },
      { actor: { userId }, input: { newEmail: late, currentPassword: PASSWORD } },
    );
    const expired = await client.post('/api/settings/email/confirm', {
      token: await emailChangeToken(late),
    });
    expect(expired.status).toBe(400);
    expect(JSON.stringify(expired.body)).toContain('has expired');

    const contested = uniqueEmail('contested');
    await client.post('/api/settings/email', { newEmail: contested, currentPassword: PASSWORD });
    const token = await emailChangeToken(contested);
    const forged = await client.post('/api/settings/email/confirm', { token: `${token}x` });
    expect(forged.status).toBe(400);
    expect(JSON.stringify(forged.body)).toContain('not valid');

    await signedUpClient(server.baseUrl, contested);
    const taken = await client.post('/api/settings/email/confirm', { token });
    expect(taken.status).toBe(409);
    const [row] = await server.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.email).not.toBe(contested);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});
