import type { Browser, Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

export const PASSWORD = 'a long enough password';

/** A fresh browser context and page; on failure a screenshot lands in test-results/. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  onTestFailed(async ({ task }) => {
    const file = `test-results/${task.name.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.warn(
      `screenshot: ${file}; url: ${page.url()}; page errors: ${pageErrors.join(' | ') || 'none'}`,
    );
  });
  return page;
}

export async function signUp(
  page: Page,
  baseUrl: string,
  email: string,
  firstName: string,
): Promise<void> {
  await page.goto(`${baseUrl}/sign-up`);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${baseUrl}/`);
}
