import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyCreditChange } from '@fanout/core/credits';
import { users } from '@fanout/db/schema';
import { useJourney } from './support/journey';
import { connectThroughConsent, createGroup, newPage, signUp, tabTo } from './support/pages';

const journey = useJourney();

describe('browser journey: credits held by scheduled posts', () => {
  it('the composer shows what scheduled posts hold and blocks Post Now and Schedule on the available credits', async () => {
    const base = journey.server.baseUrl;
    const page = await newPage(journey.browser);
    await signUp(page, base, 'holder@example.com', 'Hal');
    await createGroup(page, base, 'Brand');
    await connectThroughConsent(page, 'LinkedIn');
    await connectThroughConsent(page, 'X');

    await page.goto(`${base}/create`);
    const line = page.getByTestId('composer-credits');
    const postNow = page.getByRole('button', { name: 'Post Now' });
    const schedule = page.getByRole('button', { name: 'Schedule', exact: true });
    const content = page.getByRole('textbox', { name: 'Content', exact: true });
    const platforms = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
    await expect.poll(() => platforms.count()).toBe(2);
    for (const box of await platforms.all()) await box.check();
    // Nothing held yet: no parenthesis.
    await expect.poll(() => line.textContent()).toBe('Costs 6 credits · 60 available');

    // Schedule a post to both accounts for tomorrow: its 6 credits are held, not yet charged.
    await content.fill('Tomorrow on both');
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByLabel('Date')
      .fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`);
    await page.getByLabel('Time').fill('10:00');
    // Scheduled by keyboard alone (ADR 0044).
    await tabTo(page, schedule);
    await page.keyboard.press('Enter');
    await expect.poll(() => content.inputValue()).toBe('');
    for (const box of await platforms.all()) await box.check();
    await expect
      .poll(() => line.textContent())
      .toBe('Costs 6 credits · 54 available (6 held by scheduled posts)');
    expect(await postNow.isDisabled()).toBe(false);

    // The balance drops to 9 (spent elsewhere): 6 of it is held, 3 available — enough for one
    // account, not two, although the balance alone would pay for two.
    const [user] = await journey.server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'holder@example.com'));
    await applyCreditChange(journey.server.database.db, {
      userId: user?.id ?? '',
      amount: -51,
      kind: 'adjustment',
      description: 'Spent elsewhere',
      idempotencyKey: `e2e-spend:${user?.id}`,
    });
    await page.reload();
    await expect.poll(() => platforms.count()).toBe(2);
    for (const box of await platforms.all()) await box.check();
    await content.fill('Now on both');
    await expect
      .poll(() => line.textContent())
      .toBe('Costs 6 credits · 3 available (6 held by scheduled posts)');
    expect(await postNow.isDisabled()).toBe(true);
    expect(await schedule.isDisabled()).toBe(true);
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'Insufficient credits' }).first().isVisible(),
      )
      .toBe(true);

    // One account costs 3: both buttons come back.
    await platforms.first().uncheck();
    await expect
      .poll(() => line.textContent())
      .toBe('Costs 3 credits · 3 available (6 held by scheduled posts)');
    expect(await postNow.isDisabled()).toBe(false);
    expect(await schedule.isDisabled()).toBe(false);
    await page.context().close();
  });
});
