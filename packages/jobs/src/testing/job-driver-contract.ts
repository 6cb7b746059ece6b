import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../define-job';
import type { JobDriver } from '../job-driver';
import type { JobEvents } from '../job-events';
import { createJobRegistry, type JobRegistry } from '../job-registry';
import { RunLaterError } from '../run-later';

/** What a driver under test gets: short retry delays and the event callbacks the tests watch. */
export type DriverFactory = (
  events: Required<JobEvents> & { retryDelay: (attempt: number) => number },
) => Promise<{ driver: JobDriver; cleanup?: () => Promise<void> }>;

const publish = defineJob({
  name: 'publishing.publish-target',
  payload: z.object({ targetId: z.string().min(1) }),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * A job's time, `ms` after a second from now: the statements that set a test up (several enqueues,
 * a cancel) take far less, even on a loaded machine, so no job comes due before its test is ready.
 */
const SETUP_MS = 1_000;
const soon = (ms: number) => new Date(Date.now() + SETUP_MS + ms);

// Generous: Redis round trips on a loaded two-core machine; the assertions say what must happen.
const eventually = { timeout: 10_000, interval: 20 };

/** Until the driver says no job under `jobId` is waiting or running (the job's own end). */
async function untilNotPending(jobs: Pick<JobDriver, 'pending'>, jobId: string): Promise<void> {
  await vi.waitFor(async () => expect(await jobs.pending([jobId])).toEqual([false]), eventually);
}

/**
 * The behaviour every `JobDriver` must have (ADR 0013, ADR 0015). The in-process and the BullMQ
 * driver both run these tests, so handlers behave the same with or without Redis.
 */
export function describeJobDriverContract(name: string, createDriver: DriverFactory): void {
  describe(`the job registry with the ${name} driver`, () => {
    let registry: JobRegistry | undefined;
    let cleanup: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await registry?.stop();
      await cleanup?.();
      registry = undefined;
      cleanup = undefined;
    });

    async function setup(
      handler: (targetId: string, attempt: number, stopping: AbortSignal) => Promise<void>,
      options: { attempts?: number } = {},
    ) {
      const errors: Array<{ attempt: number; final: boolean; message: string }> = [];
      const skipped: string[] = [];
      const created = await createDriver({
        retryDelay: () => 20,
        onError: (error, job) =>
          errors.push({
            attempt: job.attempt,
            final: job.final,
            message: (error as Error).message,
          }),
        onSkipped: (job) => skipped.push(job.jobId),
      });
      cleanup = created.cleanup;
      registry = createJobRegistry(created.driver);
      registry.register(
        publish,
        ({ targetId }, { attempt, stopping }) => handler(targetId, attempt, stopping),
        options,
      );
      registry.start();
      return { registry, driver: created.driver, errors, skipped };
    }

    it('runs a job at its time, not before', async () => {
      const ran: Array<{ id: string; at: number }> = [];
      const { registry } = await setup(async (id) => void ran.push({ id, at: Date.now() }));
      const runAt = soon(300);
      await registry.enqueue(publish, { targetId: 't1' }, { jobId: 't1', runAt });
      await vi.waitFor(() => expect(ran.map((r) => r.id)).toEqual(['t1']), eventually);
      // The run says when it started: not before its time, however early or late it is looked at.
      expect(ran[0]?.at).toBeGreaterThanOrEqual(runAt.getTime());
    });

    it('replaces a waiting job enqueued again under its id: new payload, new time', async () => {
      const ran: string[] = [];
      const { registry } = await setup(async (id) => void ran.push(id));
      await registry.enqueue(publish, { targetId: 'a' }, { jobId: 'same', runAt: soon(200) });
      await registry.enqueue(publish, { targetId: 'b' }, { jobId: 'same', runAt: soon(200) });
      await registry.enqueue(publish, { targetId: 'c' }, { jobId: 'later', runAt: soon(200) });
      await registry.enqueue(publish, { targetId: 'd' }, { jobId: 'later', runAt: soon(60_000) });
      await registry.enqueue(publish, { targetId: 'z' }, { jobId: 'barrier', runAt: soon(300) });
      // Jobs run in the order of their times: once the barrier due after the replaced ones has run,
      // any of them that was still due would have run before it.
      await vi.waitFor(() => expect(ran).toContain('z'), eventually);
      expect(ran).toEqual(['b', 'z']);
      expect((await registry.waiting()).map((job) => job.jobId)).toEqual(['later']);
    });

    it('cancels a waiting job once; the job never runs', async () => {
      const ran: string[] = [];
      const { registry } = await setup(async (id) => void ran.push(id));
      await registry.enqueue(publish, { targetId: 'c' }, { jobId: 'cancelled', runAt: soon(150) });
      await registry.enqueue(publish, { targetId: 'm' }, { jobId: 'm1', runAt: soon(400) });
      expect(await registry.cancel('cancelled')).toBe(true);
      expect(await registry.cancel('cancelled')).toBe(false);
      expect(await registry.cancel('never-enqueued')).toBe(false);
      await vi.waitFor(() => expect(ran).toEqual(['m']), eventually);
      expect(await registry.cancel('m1')).toBe(false);
    });

    it('reschedules a waiting job earlier or later; an unknown id answers false', async () => {
      const ran: Array<{ id: string; at: number }> = [];
      const { registry } = await setup(async (id) => void ran.push({ id, at: Date.now() }));
      await registry.enqueue(publish, { targetId: 'e' }, { jobId: 'earlier', runAt: soon(60_000) });
      await registry.enqueue(publish, { targetId: 'l' }, { jobId: 'later', runAt: soon(200) });
      const earlier = soon(250);
      expect(await registry.reschedule('earlier', earlier)).toBe(true);
      const later = soon(60_000);
      expect(await registry.reschedule('later', later)).toBe(true);
      expect(await registry.reschedule('nope', soon(100))).toBe(false);
      await vi.waitFor(() => expect(ran.map((r) => r.id)).toEqual(['e']), eventually);
      expect(ran[0]?.at).toBeGreaterThanOrEqual(earlier.getTime() - 5);
      // A barrier due after the moved job's old time: had it stayed there, it would run first.
      await registry.enqueue(publish, { targetId: 'z' }, { jobId: 'barrier', runAt: soon(100) });
      await vi.waitFor(() => expect(ran.map((r) => r.id)).toContain('z'), eventually);
      expect(ran.map((r) => r.id)).toEqual(['e', 'z']);
      const [waiting] = await registry.waiting();
      expect(waiting?.jobId).toBe('later');
      expect(Math.abs((waiting?.runAt.getTime() ?? 0) - later.getTime())).toBeLessThan(50);
    });

    it('lists waiting jobs soonest first, with their names and times', async () => {
      const { registry } = await setup(async () => undefined);
      const times = { x: soon(30_000), y: soon(10_000), z: soon(20_000) };
      for (const [id, runAt] of Object.entries(times)) {
        await registry.enqueue(publish, { targetId: id }, { jobId: id, runAt });
      }
      const waiting = await registry.waiting();
      expect(waiting).toEqual([
        { jobId: 'y', name: publish.name, runAt: times.y },
        { jobId: 'z', name: publish.name, runAt: times.z },
        { jobId: 'x', name: publish.name, runAt: times.x },
      ]);
    });

    it('tells which ids have a job waiting or running, and which have none or a finished one', async () => {
      let release = () => undefined as void;
      const { registry } = await setup(async (id) => {
        if (id === 'busy') await new Promise<void>((resolve) => (release = resolve));
      });
      await registry.enqueue(publish, { targetId: 'busy' }, { jobId: 'busy' });
      await registry.enqueue(publish, { targetId: 'done' }, { jobId: 'done' });
      await registry.enqueue(
        publish,
        { targetId: 'later' },
        { jobId: 'later', runAt: soon(60_000) },
      );
      await vi.waitFor(
        async () =>
          expect(await registry.pending(['busy', 'done', 'later', 'never'])).toEqual([
            true,
            false,
            true,
            false,
          ]),
        eventually,
      );
      release();
      await vi.waitFor(
        async () => expect(await registry.pending(['busy'])).toEqual([false]),
        eventually,
      );
      expect(await registry.pending([])).toEqual([]);
    });

    it('counts its jobs by state, and how long the oldest due one has waited for a slot', async () => {
      const created = await createDriver({
        retryDelay: () => 20,
        onError: () => undefined,
        onSkipped: () => undefined,
      });
      cleanup = created.cleanup;
      registry = createJobRegistry(created.driver);
      let release = () => undefined as void;
      registry.register(publish, async ({ targetId }) => {
        if (targetId === 'due') await new Promise<void>((resolve) => (release = resolve));
      });
      // Not started yet: a due job waits for a slot, as it would behind a busy worker.
      await registry.enqueue(publish, { targetId: 'due' }, { jobId: 'due' });
      await registry.enqueue(
        publish,
        { targetId: 'later' },
        { jobId: 'later', runAt: soon(60_000) },
      );
      await sleep(250);
      const waiting = await registry.stats();
      expect(waiting).toMatchObject({ ready: 1, delayed: 1, running: 0 });
      expect(waiting.oldestReadyMs).toBeGreaterThanOrEqual(200);
      expect(waiting.oldestReadyMs).toBeLessThan(60_000);
      registry.start();
      await vi.waitFor(
        async () =>
          expect(await registry?.stats()).toEqual({
            ready: 0,
            delayed: 1,
            running: 1,
            oldestReadyMs: 0,
          }),
        eventually,
      );
      release();
    });

    it('retries a failing job with its attempt number, up to its tries', async () => {
      const attempts: number[] = [];
      const { registry, errors } = await setup(
        async (_id, attempt) => {
          attempts.push(attempt);
          if (attempt < 3) throw new Error(`flaky ${attempt}`);
        },
        { attempts: 3 },
      );
      await registry.enqueue(publish, { targetId: 'x' }, { jobId: 'x' });
      await vi.waitFor(() => expect(attempts).toEqual([1, 2, 3]), eventually);
      expect(errors).toEqual([
        { attempt: 1, final: false, message: 'flaky 1' },
        { attempt: 2, final: false, message: 'flaky 2' },
      ]);
    });

    it('gives up after the last try and says so', async () => {
      const attempts: number[] = [];
      const { registry, errors } = await setup(
        async (_id, attempt) => {
          attempts.push(attempt);
          throw new Error('always');
        },
        { attempts: 2 },
      );
      await registry.enqueue(publish, { targetId: 'y' }, { jobId: 'y' });
      await vi.waitFor(() => expect(errors.map((e) => e.final)).toEqual([false, true]), eventually);
      // The driver reports nothing left under the id: a third try would be waiting or running.
      await untilNotPending(registry, 'y');
      expect(attempts).toEqual([1, 2]);
    });

    it('fails a stored job with an invalid payload at once, without retrying', async () => {
      const attempts: number[] = [];
      const { driver, errors } = await setup(async (_id, attempt) => void attempts.push(attempt));
      // Past the registry's check, as a payload written by an older release could be.
      await driver.enqueue(publish.name, { targetId: '' }, { jobId: 'bad', attempts: 3 });
      await vi.waitFor(() => expect(errors).toHaveLength(1), eventually);
      expect(errors[0]).toMatchObject({ attempt: 1, final: true });
      expect(errors[0]?.message).toMatch(/Invalid payload for job publishing\.publish-target/);
      await untilNotPending(driver, 'bad');
      expect(attempts).toEqual([]);
      expect(errors).toHaveLength(1);
    });

    it('refuses an invalid payload at enqueue, naming the job and the field', async () => {
      const { registry } = await setup(async () => undefined);
      await expect(registry.enqueue(publish, { targetId: '' }, { jobId: 'bad' })).rejects.toThrow(
        /Invalid payload for job publishing\.publish-target: targetId:/,
      );
    });

    it('runs an id once when it is enqueued twice, and ignores it while it runs', async () => {
      const ran: string[] = [];
      let release = () => undefined as void;
      const { registry, skipped } = await setup(async (id) => {
        ran.push(id);
        await new Promise<void>((resolve) => (release = resolve));
      });
      await registry.enqueue(publish, { targetId: 'first' }, { jobId: 'one' });
      await registry.enqueue(publish, { targetId: 'second' }, { jobId: 'one' });
      await vi.waitFor(() => expect(ran).toHaveLength(1), eventually);
      await registry.enqueue(publish, { targetId: 'while-running' }, { jobId: 'one' });
      expect(skipped).toContain('one');
      release();
      // Finished, and nothing queued behind it: the skipped enqueue left no job under the id.
      await untilNotPending(registry, 'one');
      expect(ran).toHaveLength(1);
      expect(await registry.waiting()).toEqual([]);
    });

    it('puts a job that asks to run later back under its id, without using a try', async () => {
      const runs: Array<{ attempt: number; at: number }> = [];
      let runAt = 0;
      const { registry, errors } = await setup(
        async (_id, attempt) => {
          runs.push({ attempt, at: Date.now() });
          if (runs.length === 1) {
            runAt = Date.now() + 400;
            throw new RunLaterError(new Date(runAt));
          }
        },
        { attempts: 1 },
      );
      await registry.enqueue(publish, { targetId: 'later' }, { jobId: 'later' });
      await vi.waitFor(() => expect(runs).toHaveLength(1), eventually);
      await vi.waitFor(
        async () => expect((await registry.waiting()).map((job) => job.jobId)).toEqual(['later']),
        eventually,
      );
      await vi.waitFor(() => expect(runs).toHaveLength(2), eventually);
      expect(runs[1]?.at).toBeGreaterThanOrEqual(runAt);
      expect(runs.map((run) => run.attempt)).toEqual([1, 1]);
      expect(errors).toEqual([]);
    });

    it('tells running jobs when the process starts stopping', async () => {
      const seen: boolean[] = [];
      const { registry } = await setup(async (_id, _attempt, stopping) => {
        seen.push(stopping.aborted);
        await new Promise<void>((resolve) => stopping.addEventListener('abort', () => resolve()));
        seen.push(stopping.aborted);
      });
      await registry.enqueue(publish, { targetId: 'waits' }, { jobId: 'waits' });
      await vi.waitFor(() => expect(seen).toEqual([false]), eventually);
      await registry.stop();
      expect(seen).toEqual([false, true]);
    });

    it('stop waits for running jobs and runs nothing afterwards', async () => {
      let finished = false;
      const ran: string[] = [];
      const { registry } = await setup(async (id) => {
        ran.push(id);
        if (id === 'slow') {
          await sleep(300);
          finished = true;
        }
      });
      await registry.enqueue(publish, { targetId: 'slow' }, { jobId: 'slow' });
      await registry.enqueue(publish, { targetId: 'later' }, { jobId: 'later', runAt: soon(600) });
      await vi.waitFor(() => expect(ran).toEqual(['slow']), eventually);
      await registry.stop();
      expect(finished).toBe(true);
      // Past the later job's time. A stopped driver emits nothing to wait for: only time can show
      // that it does not run the job at its time.
      await sleep(800);
      expect(ran).toEqual(['slow']);
    });
  });
}
