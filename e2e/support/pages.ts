import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect, onTestFailed, onTestFinished } from 'vitest';
import { watchAccessibility } from './axe';
import { emailedLink, serverOutput } from './product-server';

export { emailedLink };

export const PASSWORD = 'a long enough password';

/**
 * A fresh browser context and page; on failure a screenshot lands in test-results/. `options`
 * override the context's (a phone's viewport, `colorScheme: 'dark'`). axe audits every page it
 * navigates to (ADR 0044): the findings fail the test when the context closes or the test ends.
 */
export async function newPage(
  browser: Browser,
  width = 1280,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  const page = await context.newPage();
  const accessibility = watchAccessibility(page);
  const closeContext = context.close.bind(context);
  context.close = async (...args) => {
    await accessibility.flush();
    await closeContext(...args);
    await accessibility.report();
  };
  onTestFinished(() => accessibility.report());
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

/** Fills the sign-up form and submits it; the page then asks to check the email. */
export async function submitSignUp(
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
  await expect
    .poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible())
    .toBe(true);
}

/**
 * Signs a new user up the real way (ADR 0028): the form, then the verification link from the
 * email, which signs them in and lands on the dashboard with a verified address.
 */
export async function signUp(
  page: Page,
  baseUrl: string,
  email: string,
  firstName: string,
): Promise<void> {
  await submitSignUp(page, baseUrl, email, firstName);
  await page.goto(await emailedLink(baseUrl, email, 'verify-email'));
  await page.waitForURL(`${baseUrl}/`);
}

/**
 * The signed-in, verified user claims the administrator role with the setup link the server logged
 * at start-up (no one is admin for being first), then is back on the dashboard.
 */
export async function claimAdminWithSetupLink(page: Page, baseUrl: string): Promise<void> {
  const links = serverOutput(baseUrl).match(/https?:\/\/[^\s"]+\/setup\?token=[a-z0-9]+/g) ?? [];
  const link = links.at(-1);
  if (!link) throw new Error('the server logged no setup link');
  await page.goto(link);
  await page.getByRole('button', { name: 'Become the administrator' }).click();
  await expect
    .poll(() => page.getByText('You are now the administrator').first().isVisible())
    .toBe(true);
  await page.getByRole('button', { name: 'Go to the dashboard' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** On /accounts with a group selected: connects a platform through its consent page (the sandbox). */
export async function connectThroughConsent(page: Page, cardName: string): Promise<void> {
  const card = page.getByRole('article', { name: cardName, exact: true });
  await card.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.waitForURL(/\/sandbox\//);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL(/\/accounts/);
  await expect.poll(() => card.getByRole('button', { name: 'Connected' }).isVisible()).toBe(true);
  expect(await card.getByRole('button', { name: 'Connected' }).isDisabled()).toBe(true);
}

/** Creates an account group from the Connected Accounts page and leaves it selected. */
export async function createGroup(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/accounts`);
  await page.getByRole('button', { name: 'Create Group' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Account Group' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  await expect
    .poll(() => page.getByRole('article', { name: 'LinkedIn', exact: true }).isVisible())
    .toBe(true);
}

/**
 * Keyboard only (ADR 0044): presses Tab (Shift+Tab with `backwards`) until `target` has the focus,
 * failing if it is not reached in `limit` presses — a control the keyboard cannot reach.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 60 } = {},
): Promise<void> {
  const element = await target.elementHandle();
  if (!element) throw new Error(`tabTo: ${String(target)} is not on the page`);
  for (let presses = 0; presses < limit; presses += 1) {
    if (await element.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard did not reach ${String(target)} in ${limit} Tab presses`);
}

/** Tabs to a field and types into it, keyboard only. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Keyboard only: Tabs to a Mantine select, opens it with ArrowDown, moves down to `option` and
 * picks it with Enter.
 */
export async function chooseByKeyboard(page: Page, select: Locator, option: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect.poll(() => wanted.isVisible()).toBe(true);
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await wanted.getAttribute('data-combobox-selected')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => select.inputValue()).toBe(option);
}

/** Fills the open composer's title and text (`{title} text`) and ticks its one listed account. */
export async function composeToOnlyAccount(page: Page, title: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(`${title} text`);
  const boxes = page.getByRole('region', { name: 'Select Platforms' }).getByRole('checkbox');
  await expect.poll(() => boxes.count()).toBe(1);
  await boxes.first().check();
}

/**
 * A new user in `timeZone` (the browser's, detected at sign-up) with a group 'Brand' holding one
 * X account: where the planning journeys start. Returns the page, on Connected Accounts.
 */
export async function signUpWithOneAccount(
  browser: Browser,
  baseUrl: string,
  user: { email: string; name: string; timeZone: string },
): Promise<Page> {
  const page = await newPage(browser, 1280, { timezoneId: user.timeZone, locale: 'en-US' });
  await signUp(page, baseUrl, user.email, user.name);
  await createGroup(page, baseUrl, 'Brand');
  await connectThroughConsent(page, 'X');
  return page;
}

/** Composes a post to the one listed account and presses Add to Queue (ADR 0057). */
export async function addToQueue(page: Page, baseUrl: string, title: string): Promise<void> {
  await page.goto(`${baseUrl}/create`);
  await composeToOnlyAccount(page, title);
  await page.getByRole('button', { name: 'Add to Queue' }).click();
  await expect.poll(() => page.getByText('Added to the queue').isVisible()).toBe(true);
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
    .toBe('');
}
