import { Client, Dispatcher, errors } from 'undici';

type Targets = readonly Dispatcher[];

/**
 * One origin's connections for an undici `Agent` (its `factory`), the free ones on a stack (ADR
 * 0082). A request takes the newest free connection, or a new one, in O(1). undici's `Pool` looks
 * through all its connections for a free one, twice per request: in a burst of 2,000 calls that
 * are all waiting for their answers, that is 2,000 × 2,000 steps on the calls' path.
 *
 * A connection is one undici `Client` (HTTP/1.1, one request at a time, undici's defaults): it is
 * free again when it says so (`drain`), it reconnects by itself when its socket was closed while
 * idle, and one whose connecting failed is let go, as the `Pool` does. The pool answers the
 * `Agent`'s events as a `Pool` would, so the `Agent` closes it once none of its connections is open.
 */
export class FreeListPool extends Dispatcher {
  private readonly clients = new Set<Client>();
  /** The free clients, newest last; `isFree` says which entries are still free (no duplicates). */
  private readonly free: Client[] = [];
  private readonly isFree = new WeakSet<Client>();
  private ended: 'closed' | 'destroyed' | null = null;

  constructor(
    private readonly origin: string | URL,
    private readonly options: Client.Options = {},
  ) {
    super();
  }

  get closed(): boolean {
    return this.ended !== null;
  }

  get destroyed(): boolean {
    return this.ended === 'destroyed';
  }

  /**
   * Connections free now (tests, logs). A connection is free once undici says so (`drain`), which
   * may come a moment after its answer's body was read: a call made at once may open another.
   */
  get freeCount(): number {
    let count = 0;
    for (const client of this.clients) if (this.isFree.has(client)) count += 1;
    return count;
  }

  override dispatch(
    options: Dispatcher.DispatchOptions,
    handler: Dispatcher.DispatchHandler,
  ): boolean {
    if (this.ended) {
      throw this.ended === 'destroyed'
        ? new errors.ClientDestroyedError()
        : new errors.ClientClosedError();
    }
    const client = this.takeFree() ?? this.create();
    if (client.dispatch(options, handler)) this.release(client);
    return true;
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | void {
    this.ended ??= 'closed';
    const closing = Promise.all([...this.clients].map((client) => client.close())).then(
      () => undefined,
    );
    if (!callback) return closing;
    void closing.then(callback, callback);
  }

  override destroy(): Promise<void>;
  override destroy(error: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(error: Error | null, callback: () => void): void;
  override destroy(
    errorOrCallback?: Error | null | (() => void),
    callback?: () => void,
  ): Promise<void> | void {
    const error = typeof errorOrCallback === 'function' ? null : (errorOrCallback ?? null);
    const done = typeof errorOrCallback === 'function' ? errorOrCallback : callback;
    this.ended = 'destroyed';
    const destroying = Promise.all([...this.clients].map((client) => client.destroy(error))).then(
      () => undefined,
    );
    if (!done) return destroying;
    void destroying.then(done, done);
  }

  private takeFree(): Client | undefined {
    for (let client = this.free.pop(); client; client = this.free.pop()) {
      if (!this.isFree.has(client)) continue;
      this.isFree.delete(client);
      if (this.clients.has(client) && !client.closed && !client.destroyed) return client;
    }
    return undefined;
  }

  private release(client: Client): void {
    if (this.isFree.has(client) || !this.clients.has(client)) return;
    this.isFree.add(client);
    this.free.push(client);
  }

  private create(): Client {
    const client = new Client(this.origin, this.options);
    this.clients.add(client);
    client
      // The pool itself never asks for a drain: it always takes a request (`dispatch` is true).
      .on('drain', () => this.release(client))
      .on('connect', (origin: URL, targets: Targets) => {
        this.emit('connect', origin, [this, ...targets]);
      })
      .on('disconnect', (origin: URL, targets: Targets, error: errors.UndiciError) => {
        this.emit('disconnect', origin, [this, ...targets], error);
      })
      .on('connectionError', (origin: URL, targets: Targets, error: errors.UndiciError) => {
        // Its requests have failed; it is not used again (undici's Pool does the same).
        this.clients.delete(client);
        this.isFree.delete(client);
        this.emit('connectionError', origin, [this, ...targets], error);
      });
    return client;
  }
}
