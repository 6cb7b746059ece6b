/**
 * `pnpm test` (ADR 0068, 0078): every check of the repository, in stages that run side by side
 * where two cores allow it (the order is STAGES'). Each stage's output goes to
 * test-results/stages/<stage>.log; at the end a table gives each stage's wall time and CPU time,
 * the test counts of the test stages, and the whole output of any stage that failed. Exits 1 if
 * any failed.
 *
 * `pnpm test -- unit lint` runs only the named stages (their prerequisites are not added).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOGS = path.join(ROOT, 'test-results', 'stages');

export interface Stage {
  name: string;
  command: string;
  /** Stages that must have passed before this one starts. */
  after: string[];
}

/**
 * The order suits two cores (ADR 0078): the browser journeys start as soon as the web app is
 * built; beside them the parallel integration files and then lint, typecheck and unit; once the
 * journeys and the parallel files are done, the files that start processes or wait on real
 * seconds, two at a time (beside the journeys, on a slower machine, their waits ran out: ADR
 * 0078, 0081);
 * the files that assert wall-clock or CPU figures come last, when only the CPU chain's end still
 * shares the machine.
 */
export const STAGES: Stage[] = [
  // As `pnpm start` builds it, with its stamp: a start command under test finds the build current
  // and does not empty the folder the browser journeys are served from while they run.
  { name: 'web-build', command: 'tsx scripts/build-web-if-changed.ts', after: [] },
  { name: 'integration', command: 'pnpm exec vitest run --project integration', after: [] },
  { name: 'e2e', command: 'pnpm exec vitest run --project e2e', after: ['web-build'] },
  {
    name: 'int-processes',
    command: 'pnpm exec vitest run --project integration-processes',
    after: ['integration', 'e2e'],
  },
  { name: 'lint', command: 'pnpm run lint', after: ['web-build', 'integration'] },
  { name: 'typecheck', command: 'pnpm run typecheck', after: ['lint'] },
  { name: 'unit', command: 'pnpm exec vitest run --project unit', after: ['typecheck'] },
  {
    name: 'int-timed',
    command: 'pnpm exec vitest run --project integration-timed',
    after: ['e2e', 'int-processes'],
  },
];

type Outcome = {
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  log: string;
  /** CPU seconds (user + system) of the stage and every process it waited for, when known. */
  cpu?: number;
};

/** GNU time writes the stage's CPU seconds here; absent where /usr/bin/time is not installed. */
const TIME = '/usr/bin/time';

function timed(command: string, cpuFile: string): string {
  if (!existsSync(TIME)) return command;
  const quoted = command.replace(/'/g, `'\\''`);
  return `${TIME} -q -o '${cpuFile}' -f '%U %S' sh -c '${quoted}'`;
}

function cpuSeconds(cpuFile: string): number | undefined {
  if (!existsSync(cpuFile)) return undefined;
  const [user = NaN, system = NaN] = readFileSync(cpuFile, 'utf8').trim().split(/\s+/).map(Number);
  return Number.isFinite(user) && Number.isFinite(system) ? user + system : undefined;
}

function run(stage: Stage): Promise<Outcome> {
  const log = path.join(LOGS, `${stage.name}.log`);
  const cpuFile = path.join(LOGS, `${stage.name}.cpu`);
  rmSync(cpuFile, { force: true });
  const out = createWriteStream(log);
  const started = performance.now();
  console.log(`▶ ${stage.name}: ${stage.command}`);
  return new Promise((resolve) => {
    const child = spawn(timed(stage.command, cpuFile), {
      cwd: ROOT,
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      out.end(() => {
        const status = code === 0 ? 'passed' : 'failed';
        console.log(`${status === 'passed' ? '✓' : '✗'} ${stage.name} ${seconds.toFixed(0)} s`);
        resolve({ status, seconds, log, cpu: cpuSeconds(cpuFile) });
      });
    });
  });
}

/** Starts each stage once all its prerequisites passed; a stage after a failure is skipped. */
export async function runStages(stages: Stage[], runOne = run): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  const pending = new Map<string, Promise<Outcome>>();
  const names = new Set(stages.map((stage) => stage.name));
  const start = (stage: Stage): Promise<Outcome> => {
    const existing = pending.get(stage.name);
    if (existing) return existing;
    const promise = (async (): Promise<Outcome> => {
      const before = stage.after.filter((name) => names.has(name));
      const results = await Promise.all(
        before.map((name) => start(stages.find((other) => other.name === name) as Stage)),
      );
      const outcome = results.every((result) => result.status === 'passed')
        ? await runOne(stage)
        : { status: 'skipped' as const, seconds: 0, log: '' };
      outcomes.set(stage.name, outcome);
      return outcome;
    })();
    pending.set(stage.name, promise);
    return promise;
  };
  await Promise.all(stages.map(start));
  return new Map(stages.map((stage) => [stage.name, outcomes.get(stage.name) as Outcome]));
}

/** Vitest's closing counts ("Test Files  100 passed (100)", "Tests  618 passed (618)"). */
export function testCounts(output: string): string {
  return output
    .split('\n')
    .filter((line) => /^\s*(Test Files|Tests)\s/.test(line))
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .join('; ');
}

function report(outcomes: Map<string, Outcome>, wall: number): boolean {
  let ok = true;
  for (const [name, outcome] of outcomes) {
    if (outcome.status !== 'failed') continue;
    ok = false;
    console.log(`\n===== ${name} failed; its output (${outcome.log}):\n`);
    console.log(readFileSync(outcome.log, 'utf8'));
  }
  console.log('\n== stage wall times');
  for (const [name, outcome] of outcomes) {
    const counts = outcome.log ? testCounts(readFileSync(outcome.log, 'utf8')) : '';
    const time = `${outcome.seconds.toFixed(0).padStart(5)} s`;
    const cpu = outcome.cpu === undefined ? '' : `cpu ${outcome.cpu.toFixed(0).padStart(5)} s`;
    console.log(
      `${name.padEnd(12)} ${outcome.status.padEnd(8)} ${time}  ${cpu.padEnd(12)} ${counts}`,
    );
  }
  console.log(
    `${'total'.padEnd(12)} ${(ok ? 'passed' : 'failed').padEnd(8)} ${wall.toFixed(0).padStart(5)} s`,
  );
  return ok;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((arg) => arg !== '--');
  const unknown = only.filter((name) => !STAGES.some((stage) => stage.name === name));
  if (unknown.length > 0) throw new Error(`no stage named ${unknown.join(', ')}`);
  const stages = only.length > 0 ? STAGES.filter((stage) => only.includes(stage.name)) : STAGES;
  mkdirSync(LOGS, { recursive: true });
  const started = performance.now();
  const outcomes = await runStages(stages);
  const ok = report(outcomes, (performance.now() - started) / 1000);
  process.exitCode = ok ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
