/**
 * Benchmark (ADR 0043): the signed-out landing page as a first-time visitor gets it. Runs the real
 * server process over a fresh test database, serving the built web app, and prints:
 *
 * - the scripts and stylesheets the landing page loads, raw, gzip and brotli (the browser's
 *   encoding, what Lighthouse saw transferred), from Lighthouse's own list of requests;
 * - Lighthouse's performance and accessibility scores (its default mobile run, simulated
 *   throttling) and the metrics behind performance, median of BENCH_WEB_RUNS runs (default 3).
 *
 * Builds nothing: run `pnpm --filter @fanout/web build` first. Lighthouse drives Debian's Chromium
 * (/usr/bin/chromium), which may resolve no host but 127.0.0.1, so nothing is downloaded.
 * Exits 1 when a target is missed: JS under 150 KB gzip, performance ≥ 95, accessibility 100.
 *
 *   pnpm bench:web        (BENCH_WEB_RUNS to change the number of Lighthouse runs)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { KB, measureAsset, totalSize, type AssetSize } from '../e2e/support/landing-assets';
import { startProductServer } from '../e2e/support/product-server';
import { benchCalendar } from './web-calendar';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROMIUM = '/usr/bin/chromium';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { jsGzipKb: 150, performance: 95, accessibility: 100 };
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

interface Run {
  /** Lighthouse's measure of this machine's speed at the time (a quiet laptop: ~1,000–2,000). */
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  metrics: Record<(typeof METRICS)[number], string>;
  failedAccessibility: string[];
  urls: string[];
}

async function lighthouseRun(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      // Nothing but the product answers: no update check, font or model download can happen.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return summarise(result.lhr);
  } finally {
    chrome.kill();
  }
}

function summarise(lhr: Result): Run {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string }> })
    .items;
  const failedAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);
  return {
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: Object.fromEntries(
      METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
    ) as Run['metrics'],
    failedAccessibility,
    urls: (requests ?? []).map((request) => request.url),
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function printAssets(assets: AssetSize[]): void {
  for (const kind of ['js', 'css'] as const) {
    const ofKind = assets.filter((asset) => asset.kind === kind);
    const sum = totalSize(ofKind);
    console.log(
      `${kind.toUpperCase().padEnd(4)} ${String(ofKind.length).padStart(2)} files   raw ${kb(sum.raw).padStart(9)}   gzip ${kb(sum.gzip).padStart(8)}   brotli (transferred) ${kb(sum.brotli).padStart(8)}`,
    );
    for (const asset of ofKind.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `       ${new URL(asset.url).pathname.padEnd(48)} ${kb(asset.raw).padStart(9)} ${kb(asset.gzip).padStart(9)} gzip`,
      );
    }
  }
}

/** The landing page's scripts and stylesheets, as Lighthouse saw the page request them. */
async function landingAssets(baseUrl: string, urls: string[]): Promise<AssetSize[]> {
  const own = urls.filter((url) => url.startsWith(baseUrl) && /\.(m?js|css)(\?|$)/.test(url));
  const foreign = urls.filter((url) => !url.startsWith(baseUrl) && !url.startsWith('data:'));
  if (foreign.length > 0) throw new Error(`the page asked for other hosts: ${foreign.join(', ')}`);
  return Promise.all([...new Set(own)].map(measureAsset));
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error(
      'bench:web measures the built app: run `pnpm --filter @fanout/web build` first.',
    );
  }
  const server = await startProductServer();
  try {
    const runs: Run[] = [];
    for (let index = 1; index <= RUNS; index += 1) {
      const run = await lighthouseRun(`${server.baseUrl}/`);
      console.log(
        `run ${index}: performance ${run.performance}, accessibility ${run.accessibility}, machine benchmarkIndex ${run.benchmarkIndex}  (${METRICS.map((id) => `${id} ${run.metrics[id]}`).join(', ')})`,
      );
      for (const failed of run.failedAccessibility)
        console.log(`  accessibility audit failed: ${failed}`);
      runs.push(run);
    }
    const assets = await landingAssets(server.baseUrl, runs[0]?.urls ?? []);
    console.log('\nThe landing page (/, signed out), as loaded:');
    printAssets(assets);
    const jsGzip = totalSize(assets.filter((asset) => asset.kind === 'js')).gzip / KB;
    const performance = median(runs.map((run) => run.performance));
    const accessibility = median(runs.map((run) => run.accessibility));
    console.log(
      `\nmedian of ${runs.length}: performance ${performance} (target ≥ ${TARGETS.performance}), accessibility ${accessibility} (target ${TARGETS.accessibility}); JS ${jsGzip.toFixed(1)} KB gzip (target < ${TARGETS.jsGzipKb})`,
    );
    const met =
      jsGzip < TARGETS.jsGzipKb &&
      performance >= TARGETS.performance &&
      accessibility >= TARGETS.accessibility;
    const calendarMet = await benchCalendar(server);
    if (!met || !calendarMet) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
