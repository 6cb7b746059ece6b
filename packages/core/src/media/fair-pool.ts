interface Job {
  start: () => void;
}

/**
 * Runs at most `concurrency` tasks at once, fairly between keys (users): each key has its own queue
 * and a free slot goes to the waiting key with the fewest tasks running (the longest-waiting of
 * those), so one user's twenty images wait behind each other, not in front of another user's one
 * image. Within a key, tasks run in order.
 */
export class FairPool {
  private active = 0;
  private readonly runningByKey = new Map<string, number>();
  private readonly queues = new Map<string, Job[]>();
  /** Keys with waiting tasks, in the order they get their next turn. */
  private readonly turns: string[] = [];

  constructor(readonly concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new Error(`pool concurrency must be a positive integer, got ${concurrency}`);
    }
  }

  /** Tasks running now, and waiting (for tests and logs). */
  get stats(): { active: number; waiting: number } {
    let waiting = 0;
    for (const queue of this.queues.values()) waiting += queue.length;
    return { active: this.active, waiting };
  }

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        start: () => {
          this.active += 1;
          this.runningByKey.set(key, this.running(key) + 1);
          task()
            .then(resolve, reject)
            .finally(() => {
              this.active -= 1;
              const left = this.running(key) - 1;
              if (left > 0) this.runningByKey.set(key, left);
              else this.runningByKey.delete(key);
              this.next();
            });
        },
      };
      const queue = this.queues.get(key);
      if (queue) queue.push(job);
      else {
        this.queues.set(key, [job]);
        this.turns.push(key);
      }
      this.next();
    });
  }

  private running(key: string): number {
    return this.runningByKey.get(key) ?? 0;
  }

  private next(): void {
    while (this.active < this.concurrency && this.turns.length > 0) {
      let pick = 0;
      for (let index = 1; index < this.turns.length; index += 1) {
        if (this.running(this.turns[index] ?? '') < this.running(this.turns[pick] ?? '')) {
          pick = index;
        }
      }
      const [key] = this.turns.splice(pick, 1);
      if (key === undefined) return;
      const queue = this.queues.get(key);
      const job = queue?.shift();
      if (!queue || !job) continue;
      // Back of the line for its next task, behind every other waiting key.
      if (queue.length > 0) this.turns.push(key);
      else this.queues.delete(key);
      job.start();
    }
  }
}
