import { describe, expect, it } from 'vitest';
import { FairPool } from './fair-pool';

/** A task that records its start and finishes when told. */
function gate(log: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe('FairPool', () => {
  it('never runs more than its concurrency at once', async () => {
    const pool = new FairPool(2);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        pool.run(index % 2 ? 'a' : 'b', async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 2));
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(pool.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('gives another user the next free slot while one user has many tasks waiting', async () => {
    const pool = new FairPool(2);
    const started: string[] = [];
    const heavy = Array.from({ length: 20 }, (_, index) => gate(started, `a${index + 1}`));
    const results = heavy.map((job) => pool.run('user-a', job.task));
    const light = gate(started, 'b1');
    const lightResult = pool.run('user-b', light.task);
    expect(started).toEqual(['a1', 'a2']);

    heavy[0]?.finish();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    // The freed slot goes to user B, though user A queued 18 more first.
    expect(started).toEqual(['a1', 'a2', 'b1']);
    light.finish();
    await expect(lightResult).resolves.toBe('b1');
    expect(pool.stats.waiting).toBe(17);

    for (const job of heavy) job.finish();
    await Promise.all(results);
    expect(started).toHaveLength(21);
  });

  it('passes a failed task’s error on and keeps serving', async () => {
    const pool = new FairPool(1);
    await expect(pool.run('a', () => Promise.reject(new Error('bad image')))).rejects.toThrow(
      'bad image',
    );
    await expect(pool.run('a', () => Promise.resolve(1))).resolves.toBe(1);
  });
});
