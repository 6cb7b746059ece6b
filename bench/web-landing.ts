/**
 * Benchmark (ADR 0043): the signed-out landing page as a first-time visitor gets it. Runs the real
 * server process over a fresh test database, serving the built web app, and prints:
 *
 * - the scripts and stylesheets the landing page loads, raw, gzip and brotli (the browser's
 *   encoding, what Lighthouse saw transferred), from Lighthouse's own list of requests;
 * - Lighthouse's performance and accessibility scores (its default mobile run, simulated
 *   throttling) and the metrics behind performance, median of BENCH_WEB_RUNS runs (default 3):
 *   once as the machine is, once with one core kept busy by a spinning Node process (ADR 0075);
 * - the app's script the prerendered page loads on the visitor's first interaction.
 *
 * Builds nothing: run `pnpm --filter @fanout/web build` first. Lighthouse drives Debian's Chromium
 * (/usr/bin/chromium), which may resolve no host but 127.0.0.1, so nothing is downloaded.
 * Exits 1 when a target is missed: JS under 150 KB gzip, performance ≥ 95 in both series,
 * accessibility 100.
 *
 *   pnpm bench:web            (BENCH_WEB_RUNS to change the number of Lighthouse runs)
 *   pnpm bench:web calendar   (the calendar's figures alone, `bench/web-calendar.ts`)
 *   pnpm bench:web composer   (typing in a 5,000-character text, nine networks, `bench/web-composer.ts`)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import {
  KB,
  landingDeferredAssets,
  measureAsset,
  totalSize,
  type AssetSize,
} from '../e2e/support/landing-assets';
import { startProductServer } from '../e2e/support/product-server';
import { benchCalendar } from './web-calendar';
import { benchComposer } from './web-composer';

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

interface Series {
  label: string;
  runs: Run[];
  performance: number;
  accessibility: number;
}

/** BENCH_WEB_RUNS Lighthouse runs of `url`, each printed, and their medians. */
async function lighthouseSeries(label: string, url: string): Promise<Series> {
  console.log(`\n${label} (load average ${loadavg()[0]?.toFixed(1)}):`);
  const runs: Run[] = [];
  for (let index = 1; index <= RUNS; index += 1) {
    const run = await lighthouseRun(url);
    console.log(
      `run ${index}: performance ${run.performance}, accessibility ${run.accessibility}, machine benchmarkIndex ${run.benchmarkIndex}  (${METRICS.map((id) => `${id} ${run.metrics[id]}`).join(', ')})`,
    );
    for (const failed of run.failedAccessibility)
      console.log(`  accessibility audit failed: ${failed}`);
    runs.push(run);
  }
  return {
    label,
    runs,
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
  };
}

/** `work` while one core spins in another process (`node -e "for(;;){}"`), as `stress` would. */
async function withBusyCore<T>(work: () => Promise<T>): Promise<T> {
  const spinner = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    spinner.kill('SIGKILL');
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error(
      'bench:web measures the built app: run `pnpm --filter @fanout/web build` first.',
    );
  }
  const server = await startProductServer();
  if (process.argv.includes('calendar') || process.argv.includes('composer')) {
    // `pnpm bench:web calendar` / `pnpm bench:web composer`: that page's figures alone.
    try {
      const met = process.argv.includes('calendar')
        ? await benchCalendar(server)
        : await benchComposer(server);
      if (!met) process.exitCode = 1;
    } finally {
      await server.stop();
    }
    return;
  }
  try {
    const asIs = await lighthouseSeries('The machine as it is', `${server.baseUrl}/`);
    const busy = await withBusyCore(() =>
      lighthouseSeries('With one core kept busy (node -e "for(;;){}")', `${server.baseUrl}/`),
    );
    const assets = await landingAssets(server.baseUrl, asIs.runs[0]?.urls ?? []);
    console.log('\nThe landing page (/, signed out), as loaded:');
    printAssets(assets);
    const deferred = await landingDeferredAssets(server.baseUrl);
    const deferredJs = totalSize(deferred);
    console.log(
      `The app's script, loaded on the first interaction: ${deferred.length} files, raw ${kb(deferredJs.raw)}, gzip ${kb(deferredJs.gzip)}, brotli ${kb(deferredJs.brotli)}`,
    );
    const jsGzip = totalSize(assets.filter((asset) => asset.kind === 'js')).gzip / KB;
    console.log('');
    for (const series of [asIs, busy]) {
      console.log(
        `median of ${series.runs.length}, ${series.label.toLowerCase()}: performance ${series.performance} (target ≥ ${TARGETS.performance}), accessibility ${series.accessibility} (target ${TARGETS.accessibility})`,
      );
    }
    console.log(`JS loaded ${jsGzip.toFixed(1)} KB gzip (target < ${TARGETS.jsGzipKb})`);
    const met =
      jsGzip < TARGETS.jsGzipKb &&
      [asIs, busy].every(
        (series) =>
          series.performance >= TARGETS.performance &&
          series.accessibility >= TARGETS.accessibility,
      );
    const calendarMet = await benchCalendar(server);
    const composerMet = await benchComposer(server);
    if (!met || !calendarMet || !composerMet) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
