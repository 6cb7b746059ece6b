import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define-job';
import { createInProcessDriver } from './in-process-driver';
import { createJobRegistry, type JobRegistry } from './job-registry';
import { retryDelayMs } from './retry-delay';

const publish = defineJob({
  name: 'publishing.publish-target',
  payload: z.object({ targetId: z.string().min(1) }),
});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let registry: JobRegistry | undefined;
afterEach(async () => {
  await registry?.stop();
  registry = undefined;
});

function setup(
  handler: (targetId: string, attempt: number) => Promise<void>,
  options: { attempts?: number } = {},
) {
  const errors: Array<{ attempt: number; final: boolean; message: string }> = [];
  registry = createJobRegistry(
    createInProcessDriver({
      retryDelay: () => 20,
      onError: (error, job) =>
        errors.push({ attempt: job.attempt, final: job.final, message: (error as Error).message }),
    }),
  );
  registry.register(publish, ({ targetId }, { attempt }) => handler(targetId, attempt), options);
  registry.start();
  return { registry, errors };
}

describe('the job registry with the in-process driver', () => {
  it('runs a job at its time, not before', async () => {
    const ran: Array<{ id: string; at: number }> = [];
    const { registry } = setup(async (id) => void ran.push({ id, at: Date.now() }));
    const runAt = new Date(Date.now() + 120);
    await registry.enqueue(publish, { targetId: 't1' }, { jobId: 't1', runAt });
    await wait(60);
    expect(ran).toEqual([]);
    await wait(150);
    expect(ran.map((r) => r.id)).toEqual(['t1']);
    expect(ran[0]?.at).toBeGreaterThanOrEqual(runAt.getTime());
  });

  it('keeps one job per id: enqueueing again replaces, cancel removes, reschedule moves', async () => {
    const ran: string[] = [];
    const { registry } = setup(async (id) => void ran.push(id));
    await registry.enqueue(
      publish,
      { targetId: 'a' },
      { jobId: 'same', runAt: new Date(Date.now() + 50) },
    );
    await registry.enqueue(
      publish,
      { targetId: 'b' },
      { jobId: 'same', runAt: new Date(Date.now() + 50) },
    );
    await registry.enqueue(
      publish,
      { targetId: 'c' },
      { jobId: 'cancelled', runAt: new Date(Date.now() + 50) },
    );
    expect(await registry.cancel('cancelled')).toBe(true);
    await registry.enqueue(
      publish,
      { targetId: 'd' },
      { jobId: 'moved', runAt: new Date(Date.now() + 5_000) },
    );
    expect(await registry.reschedule('moved', new Date(Date.now() + 60))).toBe(true);
    expect((await registry.waiting()).map((job) => job.jobId)).toEqual(['same', 'moved']);
    await wait(200);
    expect(ran.sort()).toEqual(['b', 'd']);
    expect(await registry.cancel('cancelled')).toBe(false);
    expect(await registry.reschedule('nope', new Date())).toBe(false);
  });

  it('retries a failing job with backoff, up to its attempts', async () => {
    const attempts: number[] = [];
    const { registry, errors } = setup(
      async (_id, attempt) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error(`flaky ${attempt}`);
      },
      { attempts: 3 },
    );
    await registry.enqueue(publish, { targetId: 'x' }, { jobId: 'x' });
    await wait(200);
    expect(attempts).toEqual([1, 2, 3]);
    expect(errors).toEqual([
      { attempt: 1, final: false, message: 'flaky 1' },
      { attempt: 2, final: false, message: 'flaky 2' },
    ]);
  });

  it('gives up after the last attempt and says so', async () => {
    const { registry, errors } = setup(
      async () => {
        throw new Error('always');
      },
      { attempts: 2 },
    );
    await registry.enqueue(publish, { targetId: 'y' }, { jobId: 'y' });
    await wait(150);
    expect(errors.map((e) => e.final)).toEqual([false, true]);
  });

  it('refuses an invalid payload at enqueue, naming the job and the field', async () => {
    const { registry } = setup(async () => undefined);
    await expect(registry.enqueue(publish, { targetId: '' }, { jobId: 'bad' })).rejects.toThrow(
      /Invalid payload for job publishing\.publish-target: targetId:/,
    );
  });

  it('stop waits for running jobs and runs nothing afterwards', async () => {
    let finished = false;
    const ran: string[] = [];
    const { registry } = setup(async (id) => {
      ran.push(id);
      if (id === 'slow') {
        await wait(80);
        finished = true;
      }
    });
    await registry.enqueue(publish, { targetId: 'slow' }, { jobId: 'slow' });
    await registry.enqueue(
      publish,
      { targetId: 'later' },
      { jobId: 'later', runAt: new Date(Date.now() + 150) },
    );
    await wait(20);
    await registry.stop();
    expect(finished).toBe(true);
    await wait(200);
    expect(ran).toEqual(['slow']);
  });

  it('refuses registering the same job twice', () => {
    const { registry } = setup(async () => undefined);
    expect(() => registry.register(publish, async () => undefined)).toThrow(/registered twice/);
  });
});

describe('retryDelayMs', () => {
  it('grows exponentially with jitter and a cap', () => {
    expect(retryDelayMs(1, () => 0)).toBe(500);
    expect(retryDelayMs(1, () => 1)).toBe(1000);
    expect(retryDelayMs(3, () => 1)).toBe(4000);
    expect(retryDelayMs(30, () => 1)).toBe(300_000);
  });
});
