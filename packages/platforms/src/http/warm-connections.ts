import type { Socket } from 'node:net';
import { Agent, buildConnector, type Dispatcher } from 'undici';
import { FreeListPool } from './free-list-pool';

/**
 * How long before an expected call its connection is opened: long enough for a burst's
 * connections to be opened and accepted before its instant, short enough that no server closes
 * them as idle (servers and load balancers keep an idle connection for several seconds).
 */
export const OPEN_AHEAD_MS = 2_000;
/** A connection opened for a call that did not take it is closed this long after the call's time. */
export const UNUSED_AFTER_MS = 4_000;
/** At most this many connections are kept open for expected calls, across origins (file handles). */
export const MAX_WARM = 5_000;

/**
 * Connections opened before the calls that will use them (ADR 0076). A run waiting for its time
 * knows when it will call its platform; `expect` opens one connection to that origin shortly before
 * then, and the dispatcher (an undici Agent) hands it to the first request to that origin that needs
 * a new connection, instead of connecting at the due instant. Nothing is sent on a connection before
 * a real request: opening it is a TCP connect (and a TLS handshake for https, with the same options
 * undici's own connector uses). Connections are only opened for expected calls, at most one per
 * call, and those no request took are closed `unusedAfterMs` after their time.
 */
export interface WarmConnections {
  /** Pass to undici requests; requests to other origins connect as usual. */
  dispatcher: Dispatcher;
  /** One call to `origin` (`https://api.x.com`) is expected at `at`. */
  expect(origin: string, at: Date): void;
  /** What the pool holds now (tests, logs). */
  counts(): { planned: number; open: number; handedOut: number };
  close(): Promise<void>;
}

export interface WarmConnectionOptions {
  openAheadMs?: number;
  unusedAfterMs?: number;
  maxWarm?: number;
  /** TLS and socket options for every connection (as undici's `connect` options). */
  connect?: buildConnector.BuildOptions;
}

interface Endpoint {
  protocol: string;
  hostname: string;
  host: string;
  port: string;
}

interface Parked {
  socket: Socket;
  /** No longer parked: taken, closed, or past its time (left on its stack until popped). */
  gone: boolean;
  drop: () => void;
}

/** undici strips IPv6 brackets from the hostname it connects to; URL keeps them. */
function keyOf({ protocol, hostname, port }: Omit<Endpoint, 'host'>): string {
  return `${protocol}//${hostname.replace(/^\[(.*)\]$/, '$1')}:${port}`;
}

/** Timers that never keep the process alive, all cleared at close. */
function createTimers() {
  const timers = new Set<NodeJS.Timeout>();
  return {
    later(ms: number, run: () => void) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timer.unref();
      timers.add(timer);
    },
    clear() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/**
 * Sockets opened ahead, per origin, until a request takes them or their time is over. Each origin's
 * are a stack: a request takes the newest in O(1), and one that ends while parked is only marked
 * gone (a burst of 2,000 takes would otherwise search and shift the list 2,000 times).
 */
function createParking(later: (ms: number, run: () => void) => void) {
  const parked = new Map<string, Parked[]>();
  let count = 0;

  /** Drops a stack's gone entries once they outnumber its parked ones: the stacks stay bounded. */
  const compact = (key: string) => {
    const left = (parked.get(key) ?? []).filter((entry) => !entry.gone);
    if (left.length === 0) parked.delete(key);
    else parked.set(key, left);
  };

  const park = (key: string, socket: Socket, until: number) => {
    const entry: Parked = { socket, gone: false, drop: () => undefined };
    // A parked socket closed by its server, or failing, is forgotten; an error is not thrown.
    const onEnd = () => {
      entry.drop();
      socket.destroy();
    };
    socket.on('error', onEnd).on('end', onEnd).on('close', onEnd);
    socket.unref();
    entry.drop = () => {
      if (entry.gone) return;
      entry.gone = true;
      count -= 1;
      socket.off('error', onEnd).off('end', onEnd).off('close', onEnd);
      const stack = parked.get(key);
      if (stack && stack.length > 2 * count + 16) compact(key);
    };
    const stack = parked.get(key);
    if (stack) stack.push(entry);
    else parked.set(key, [entry]);
    count += 1;
    later(Math.max(0, until - Date.now()), () => {
      if (!entry.gone) onEnd();
    });
  };

  /** The newest parked socket of `key` still open, no longer parked. */
  const take = (key: string): Socket | null => {
    const stack = parked.get(key);
    for (let entry = stack?.pop(); entry; entry = stack?.pop()) {
      if (entry.gone) continue;
      entry.drop();
      const { socket } = entry;
      if (!socket.destroyed && socket.readyState === 'open') return socket;
      socket.destroy();
    }
    return null;
  };

  const closeAll = () => {
    for (const stack of parked.values()) {
      for (const entry of stack) {
        if (entry.gone) continue;
        entry.drop();
        entry.socket.destroy();
      }
    }
    parked.clear();
  };

  return { park, take, closeAll, count: () => count };
}

export function createWarmConnections(options: WarmConnectionOptions = {}): WarmConnections {
  const openAheadMs = options.openAheadMs ?? OPEN_AHEAD_MS;
  const unusedAfterMs = options.unusedAfterMs ?? UNUSED_AFTER_MS;
  const maxWarm = options.maxWarm ?? MAX_WARM;
  const base = buildConnector(options.connect ?? {});
  const timers = createTimers();
  const parking = createParking(timers.later);
  /** Calls expected per origin and instant, until their connections are opened. */
  const planned = new Map<string, { endpoint: Endpoint; at: number; count: number }>();
  let connecting = 0;
  let handedOut = 0;
  let closed = false;

  const openFor = (key: string, endpoint: Endpoint, at: number, count: number) => {
    // Counted while connecting too, so the bound holds for a burst opened at once.
    const room = Math.max(0, maxWarm - parking.count() - connecting);
    for (let index = 0; index < Math.min(count, room); index += 1) {
      connecting += 1;
      base({ ...endpoint, servername: undefined }, (error, socket) => {
        connecting -= 1;
        if (error || !socket) return; // the call connects by itself, as without warming
        if (closed) socket.destroy();
        else parking.park(key, socket as Socket, at + unusedAfterMs);
      });
    }
  };

  const connect: buildConnector.connector = (connectOptions, callback) => {
    const socket = parking.take(keyOf({ ...connectOptions, port: connectOptions.port ?? '' }));
    if (!socket) {
      base(connectOptions, callback);
      return;
    }
    handedOut += 1;
    socket.ref();
    // Answered asynchronously, as undici's own connector does.
    process.nextTick(callback, null, socket);
  };

  const expect = (origin: string, at: Date) => {
    if (closed) return;
    const { protocol, hostname, host, port } = new URL(origin);
    const endpoint = { protocol, hostname, host, port };
    const time = at.getTime();
    const key = keyOf(endpoint);
    const planKey = `${key} ${time}`;
    const plan = planned.get(planKey);
    if (plan) {
      plan.count += 1;
      return;
    }
    planned.set(planKey, { endpoint, at: time, count: 1 });
    timers.later(Math.max(0, time - openAheadMs - Date.now()), () => {
      const due = planned.get(planKey);
      planned.delete(planKey);
      // Too late to be of use: the calls are already connecting by themselves.
      if (due && !closed && Date.now() < time + unusedAfterMs) {
        openFor(key, due.endpoint, time, due.count);
      }
    });
  };

  // Each origin's connections on a free list: a burst's calls each find theirs in O(1) (ADR 0082).
  const dispatcher = new Agent({
    connect,
    factory: (origin) => new FreeListPool(origin, { connect }),
  });
  return {
    dispatcher,
    expect,
    counts() {
      let calls = 0;
      for (const plan of planned.values()) calls += plan.count;
      return { planned: calls, open: parking.count(), handedOut };
    },
    async close() {
      closed = true;
      timers.clear();
      planned.clear();
      parking.closeAll();
      await dispatcher.close();
    },
  };
}
