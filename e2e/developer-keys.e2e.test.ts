import { describe, expect, it } from 'vitest';
import { audit } from './support/axe';
import { useJourney } from './support/journey';
import { newPage, signUp } from './support/pages';

const journey = useJourney();

/** What a script does with the key: no cookie, no Origin, only the bearer. */
async function listPostsWith(base: string, key: string): Promise<number> {
  const response = await fetch(`${base}/api/posts`, {
    headers: { authorization: `Bearer ${key}` },
  });
  await response.body?.cancel();
  return response.status;
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
