import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, socialAccounts, users } from '@fanout/db/schema';
import { contentExceedsLimit } from '@fanout/shared';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { signUpWithOneAccount } from './support/pages';

const journey = useJourney();
const ZONE = 'Europe/Paris';

describe('browser journey: importing posts from a CSV file (ADR 0095)', () => {
  it('shows a row’s problem in the dry run, then creates every row once the file is fixed', async () => {
    const base = journey.server.baseUrl;
    const email = 'csv-importer@example.com';
    const page = await signUpWithOneAccount(journey.browser, base, {
      email,
      name: 'Cass',
      timeZone: ZONE,
    });
    const { db } = journey.server.database;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const [account] = await db
      .select({ username: socialAccounts.platformUsername })
      .from(socialAccounts)
      .where(eq(socialAccounts.ownerId, user?.id ?? ''));
    const handle = `x:${account?.username.replace(/^@/, '') ?? ''}`;
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const tooLong = 'Far too long for X. '.repeat(20).trim();
    const file = (second: string) => ({
      name: 'posts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `text,accounts,date,time\r\nImported draft,${handle},,\r\n"${second}",${handle},${day},09:15\r\n`,
      ),
    });

    await page.goto(`${base}/scheduled`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import posts from CSV' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.locator('input[type="file"]').setInputFiles(file(tooLong));
    const table = dialog.getByRole('table', { name: 'Rows of the file' });
    await expect.poll(() => table.isVisible()).toBe(true);
    await expect.poll(() => table.textContent()).toContain(contentExceedsLimit(280));
    await expect.poll(() => dialog.getByText('1 problem to fix').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: /^Create/ }).count()).toBe(0);
    await audit(page, 'the CSV import with a row problem');

    await dialog.locator('input[type="file"]').setInputFiles(file('Imported and scheduled'));
    await expect.poll(() => dialog.getByText('Every row is ready').isVisible()).toBe(true);
    expect(
      await db
        .select()
        .from(posts)
        .where(eq(posts.ownerId, user?.id ?? '')),
    ).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Create 2 posts' }).click();
    await expect
      .poll(() => page.getByText('2 posts created from posts.csv').isVisible())
      .toBe(true);

    const created = await db
      .select({ text: posts.textContent, at: posts.scheduledAt })
      .from(posts)
      .where(eq(posts.ownerId, user?.id ?? ''));
    expect(created.map((row) => row.text).sort()).toEqual([
      'Imported and scheduled',
      'Imported draft',
    ]);
    const scheduled = created.find((row) => row.text === 'Imported and scheduled');
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: ZONE,
        hour: '2-digit',
        minute: '2-digit',
      }).format(scheduled?.at ?? new Date(0)),
    ).toBe('09:15');
    // The scheduled one is on the Scheduled tab.
    await expect
      .poll(() => page.getByRole('article', { name: 'Imported and scheduled' }).isVisible())
      .toBe(true);
  });
});
