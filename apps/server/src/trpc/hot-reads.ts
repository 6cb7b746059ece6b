import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../http/app-deps';
import { createContextFactory } from './context';
import { appRouter } from './router';
import { createCallerFactory } from './trpc';

/**
 * The reads every open dashboard and Posts & Drafts screen repeats (ADR 0042), and /admin's
 * figures (ADR 0080). Their procedures are cheap (answers reused under a version); what costs is tRPC's HTTP adapter,
 * which rebuilds each request as a Fetch `Request` and streams a `Response` (≈0.4 ms of the
 * server's one thread per call: more than the read itself).
 */
const HOT_READS = new Set([
  'post.list',
  'post.scheduled',
  'post.drafts',
  'post.counts',
  'post.stats',
  // /admin's four figures, reused under their own version (ADR 0080).
  'admin.stats',
  // The Analytics page and a post's figures, reused under the owner's analytics version (ADR 0090).
  'analytics.overview',
  'analytics.post',
]);
const HOT_PREFIXES = ['/trpc/post.', '/trpc/admin.stats', '/trpc/analytics.'];

const createCaller = createCallerFactory(appRouter);

type Call = { path: string; input: unknown };

/** A reused answer (the same object while the owner's posts are unchanged) is serialised once. */
const texts = new WeakMap<object, string>();
function serialized(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data) ?? 'null';
  let text = texts.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    texts.set(data, text);
  }
  return text;
}

/** A GET batch (`/trpc/a,b?batch=1&input={"0":…,"1":…}`) of hot reads only; null for anything else. */
function hotBatch(request: FastifyRequest): Call[] | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url, 'http://fanout.invalid');
  const paths = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  if (url.searchParams.get('batch') !== '1' || !paths.every((path) => HOT_READS.has(path))) {
    return null;
  }
  let inputs: Record<string, unknown>;
  try {
    inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof inputs !== 'object' || inputs === null) return null;
  return paths.map((path, index) => ({ path, input: inputs[String(index)] }));
}

/**
 * Answers a batch of hot reads by calling the same procedures through tRPC's server-side caller
 * (the same middlewares: session, owner, input and output validation) and writing tRPC's batch
 * envelope, `[{"result":{"data":…}}]`, without the HTTP adapter. Only the all-succeeded case is
 * answered here: any error (no session, bad input, a failing read) falls through to the tRPC
 * handler, which runs the call again and answers the error in its own shape, so errors have one
 * source.
 */
export function registerHotReads(app: FastifyInstance, deps: AppDeps): void {
  const createContext = createContextFactory(deps);
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!HOT_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    const calls = hotBatch(request);
    if (!calls) return;
    const caller = createCaller(createContext({ req: request, res: reply }));
    let results: unknown[];
    try {
      results = await Promise.all(calls.map((call) => callProcedure(caller, call)));
    } catch {
      return;
    }
    const body = results.map((data) => `{"result":{"data":${serialized(data)}}}`).join(',');
    return reply.type('application/json').send(`[${body}]`);
  });
}

function callProcedure(caller: ReturnType<typeof createCaller>, call: Call): Promise<unknown> {
  const [router, procedure] = call.path.split('.') as ['post' | 'admin', string];
  const procedures = caller[router] as unknown as Record<
    string,
    (input: unknown) => Promise<unknown>
  >;
  const run = procedures[procedure];
  if (!run) return Promise.reject(new Error(`no procedure ${call.path}`));
  return run(call.input);
}
