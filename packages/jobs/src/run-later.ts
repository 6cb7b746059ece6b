/**
 * Thrown by a handler that cannot do its work yet (its subject moved to a later time, or the process
 * is stopping while it waits): the driver puts the job back under its id to run at `runAt`. Not a
 * failure — it uses no try and is not reported.
 */
export class RunLaterError extends Error {
  constructor(readonly runAt: Date) {
    super(`run again at ${runAt.toISOString()}`);
    this.name = 'RunLaterError';
  }
}
