import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Axe from 'axe-core';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * axe-core in the journeys' Chromium (ADR 0044). Every page `newPage` makes is watched: each
 * main-frame navigation (a full load or a client-side route change) is audited once the page has
 * settled, and the findings fail the test when its context closes or the test ends. `audit` is
 * the explicit form, for states a navigation does not mark (a dialog open) and for the other
 * colour scheme; it fails at once.
 *
 * Each distinct page state is audited once per run and colour scheme (ADR 0068): a state that an
 * audit of this run (any file) found clean is not audited again. A state is told by its markup
 * without text and volatile values (ids, addresses, numbers in styles), repeated siblings counted
 * once, with the viewport's width, the colour scheme and the rules run.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), {
  encoding: 'utf8',
});
const FAILING: ReadonlySet<ImpactValue> = new Set<ImpactValue>(['critical', 'serious']);

type Violations = AxeResults['violations'];

let auditsInThisFile = 0;

/** Starts a test file's count (`useJourney`): the journeys share their modules (ADR 0081). */
export function resetAuditCount(): void {
  auditsInThisFile = 0;
}

/**
 * How many audits this test file asked for (run, or found already clean in this run);
 * `useJourney` requires at least one.
 */
export function auditCount(): number {
  return auditsInThisFile;
}

/** Waits until the page stops changing: loaded, no DOM mutation for 250 ms, no transition running. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (document.readyState !== 'complete') {
      await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
    }
    let lastChange = Date.now();
    const observer = new MutationObserver(() => (lastChange = Date.now()));
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    const deadline = Date.now() + 5_000;
    const moving = () =>
      document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    while (Date.now() < deadline && (moving() || Date.now() - lastChange < 250)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    observer.disconnect();
  });
}

/**
 * The page state's key: its markup without text and volatile values, repeated siblings once,
 * with the viewport's width, the colour scheme and the rules asked for.
 */
async function stateKey(page: Page, rules?: string[]): Promise<string> {
  const shape = await page.evaluate(() => {
    const VOLATILE =
      /^(id|for|href|src|srcset|value|name|content|action|datetime|title|alt|placeholder|aria-(labelledby|describedby|controls|owns|activedescendant|valuenow|valuetext|label))$/;
    const describe = (element: Element): string => {
      const attributes = Array.from(element.attributes)
        .map((attribute) => {
          if (VOLATILE.test(attribute.name)) return attribute.name;
          const value =
            attribute.name === 'style' ? attribute.value.replace(/[\d.]+/g, '#') : attribute.value;
          return `${attribute.name}=${value}`;
        })
        .sort()
        .join(' ');
      const text = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      const children: string[] = [];
      for (const child of Array.from(element.children)) {
        const inner = describe(child);
        if (children.at(-1) !== inner) children.push(inner);
      }
      return `<${element.tagName} ${attributes}${text ? ' T' : ''}>${children.join('')}`;
    };
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    return `${window.innerWidth} ${dark ? 'dark' : 'light'} ${describe(document.documentElement)}`;
  });
  return createHash('sha256')
    .update(`${rules?.join(',') ?? 'all'}\n${shape}`)
    .digest('hex');
}

/** The run's directory of clean audits (the e2e global setup's), if this run has one. */
function auditedDir(): string | undefined {
  try {
    return inject('axeAuditedDir');
  } catch {
    return undefined;
  }
}

/**
 * Audits the page unless its state was found clean earlier in this run; a clean state is marked
 * under the key of the state axe read (taken again if the page changed and settled meanwhile).
 */
async function runAxe(page: Page, atRest: boolean, rules?: string[]): Promise<Violations> {
  auditsInThisFile += 1;
  const dir = auditedDir();
  const key = dir ? await stateKey(page, rules) : undefined;
  if (dir && key && existsSync(path.join(dir, key))) return [];
  const read = await runAxeNow(page, atRest, rules);
  // A page that never held still was not audited: a later visit to that state will be.
  if (read === undefined) return [];
  if (dir && key && read.violations.length === 0) {
    const readKey = read.settledAgain ? await stateKey(page, rules) : key;
    writeFileSync(path.join(dir, readKey), page.url());
  }
  return read.violations;
}

/** Audits of a page that changed while axe read it are repeated, after it settles, this often. */
const CHANGED_RETRIES = 2;

/**
 * Injects axe if the document lacks it, then runs it. A navigation between the two (the app
 * redirecting, a full load) leaves the new document without axe: inject again, a few times.
 *
 * If the document changed while axe read it (the journey clicked on while an audit after a
 * navigation ran, say), or a transition was running (a drawer fading in), the findings describe
 * no state the page rests in: settle and run again
 * (`settledAgain`).
 * A page that still changes after the retries gives its last findings if the journey waits for
 * the audit (`atRest`), and none — undefined — if the journey went on acting meanwhile (an audit
 * after a navigation): a drawer half faded in fails contrast that no user reads.
 */
async function runAxeNow(
  page: Page,
  atRest: boolean,
  rules?: string[],
): Promise<{ violations: Violations; settledAgain: boolean } | undefined> {
  let changedRuns = 0;
  let navigatedRuns = 0;
  for (;;) {
    const loaded = await page.evaluate(() => 'axe' in window);
    // Evaluated over the DevTools protocol, which the page's Content-Security-Policy does not govern.
    if (!loaded) await page.evaluate(AXE_SOURCE);
    const run = await page.evaluate(async (only) => {
      const axe = (window as unknown as { axe?: typeof Axe }).axe;
      if (!axe) return undefined;
      const options = only ? { runOnly: { type: 'rule' as const, values: only } } : {};
      // A CSS transition or animation running (a drawer fading in) changes what axe reads without
      // a DOM mutation: it counts as a change too.
      const moving = () =>
        document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          );
      let changed = moving();
      const observer = new MutationObserver(() => (changed = true));
      observer.observe(document, { subtree: true, childList: true, attributes: true });
      const results = await axe.run(document, { ...options, resultTypes: ['violations'] });
      if (observer.takeRecords().length > 0 || moving()) changed = true;
      observer.disconnect();
      return { violations: results.violations, changed };
    }, rules);
    if (run?.changed && changedRuns < CHANGED_RETRIES) {
      changedRuns += 1;
      await settle(page);
      continue;
    }
    if (run?.changed && !atRest) return undefined;
    if (run) {
      const violations = run.violations.filter(
        (violation) => violation.impact && FAILING.has(violation.impact),
      );
      return { violations, settledAgain: changedRuns > 0 };
    }
    navigatedRuns += 1;
    if (navigatedRuns === 3) throw new Error('the page kept navigating: axe could not run on it');
  }
}

/** One line per failing element: impact, rule, selector, and axe's summary of what to fix. */
function listFindings(where: string, violations: Violations): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
      const html = node.html.replace(/\s+/g, ' ').slice(0, 120);
      return `${where} [${violation.impact}] ${violation.id}: ${node.target.join(' ')} ${html} — ${summary}`;
    }),
  );
}

function failure(findings: string[]): Error {
  return new Error(
    `axe found ${findings.length} critical or serious accessibility violation(s):\n  ${findings.join('\n  ')}`,
  );
}

async function auditCurrentScheme(page: Page, label: string, atRest: boolean): Promise<string[]> {
  await settle(page);
  const where = `${new URL(page.url()).pathname} (${label})`;
  return listFindings(where, await runAxe(page, atRest));
}

/**
 * Audits the page as it is now, then its colour contrast in the other colour scheme (ADR 0034:
 * the app follows the system's until the toggle picks one); throws on any critical or serious
 * violation.
 */
export async function audit(page: Page, label = 'explicit audit'): Promise<void> {
  await watcher(page)?.flush();
  const findings = await auditCurrentScheme(page, label, true);
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  await page.emulateMedia({ colorScheme: dark ? 'light' : 'dark' });
  try {
    await settle(page);
    const other = `${new URL(page.url()).pathname} (${label}, ${dark ? 'light' : 'dark'} scheme)`;
    findings.push(
      ...listFindings(other, await runAxe(page, true, ['color-contrast', 'link-in-text-block'])),
    );
  } finally {
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  }
  if (findings.length > 0) throw failure(findings);
}

interface Watcher {
  flush(): Promise<void>;
  /** Waits for pending audits and throws what they found, once. */
  report(): Promise<void>;
}

const watchers = new WeakMap<Page, Watcher>();

function watcher(page: Page): Watcher | undefined {
  return watchers.get(page);
}

/** A page closed or navigated away mid-audit: the next navigation's audit covers what follows. */
function isGone(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /context was destroyed|Target .*closed|has been closed|navigat/i.test(message);
}

/**
 * Audits `page` after every main-frame navigation, one audit at a time; a burst of navigations
 * (a redirect) is audited once, where it ends.
 */
export function watchAccessibility(page: Page): Watcher {
  const findings: string[] = [];
  let queue = Promise.resolve();
  let waiting = false;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || waiting || frame.url().startsWith('about:')) return;
    waiting = true;
    queue = queue.then(async () => {
      waiting = false;
      try {
        findings.push(...(await auditCurrentScheme(page, 'after navigation', false)));
      } catch (error) {
        if (!isGone(error)) findings.push(`axe could not run: ${String(error)}`);
      }
    });
  });
  const own: Watcher = {
    flush: () => queue,
    async report() {
      await queue;
      const found = findings.splice(0);
      if (found.length > 0) throw failure(found);
    },
  };
  watchers.set(page, own);
  return own;
}
