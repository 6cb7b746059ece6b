import { createServer } from 'node:net';

/**
 * Ports handed out here lie below Linux's ephemeral range (32768–60999 by default): a port taken
 * from that range (`listen(0)`) may be given to an outgoing connection or another `listen(0)`
 * between this probe and the caller's own listen, and once was (EADDRINUSE in a test server that
 * listens a few seconds after choosing its port). Below it, only another explicit bind can collide.
 */
const FIRST = 20_000;
const COUNT = 12_000;
const ATTEMPTS = 50;

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A TCP port on 127.0.0.1 that nothing listens on now, outside the ephemeral range. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = FIRST + Math.floor(Math.random() * COUNT);
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port found in ${ATTEMPTS} tries between ${FIRST} and ${FIRST + COUNT}`);
}
