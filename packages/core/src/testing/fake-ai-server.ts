import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@fanout/shared';
import { afterEach, expect } from 'vitest';

interface AnswerBase {
  status?: number;
  /** Extra response headers (a redirect's Location). */
  headers?: Record<string, string>;
  /** Answer late, to exercise timeouts. */
  delayMs?: number;
}

/** One scripted answer of the fake, given to the next expected request: JSON, or raw bytes. */
export type FakeAiAnswer = AnswerBase &
  ({ json: unknown } | { bytes: Buffer; contentType: string });

/** An answer that needs the fake's own address (a download URI pointing back at it). */
export type ScriptedAnswer = FakeAiAnswer | ((url: string) => FakeAiAnswer);

/** One `METHOD path` the fake answers, with its answers in order. */
export interface FakeAiRoute {
  method: string;
  path: string;
  answers: ScriptedAnswer[];
}

export interface FakeAiRequest {
  method: string;
  path: string;
  /** The query string without `?` ('' when none). */
  query: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeAiServer {
  /** http://127.0.0.1:{port} */
  url: string;
  /** Requests that got a scripted answer, in order, over all routes. */
  requests: FakeAiRequest[];
  close(): Promise<void>;
}

/**
 * A stand-in for an AI provider's HTTP API (OpenAI, Gemini): every request must be one of the
 * routes' `METHOD path` and takes that route's next scripted answer. Another path, or one request
 * more than a route has answers, is unexpected and fails the test after it.
 */
export function useFakeAiServers(): {
  start(
    expected: { method: string; path: string },
    answers: ScriptedAnswer[],
  ): Promise<FakeAiServer>;
  startRoutes(routes: FakeAiRoute[]): Promise<FakeAiServer>;
} {
  const started: { server: FakeAiServer; unexpected: string[] }[] = [];
  afterEach(async () => {
    const fakes = started.splice(0);
    await Promise.all(fakes.map((fake) => fake.server.close()));
    for (const fake of fakes) {
      expect(fake.unexpected, 'requests the fake AI server did not expect').toEqual([]);
    }
  });
  const startRoutes = async (routes: FakeAiRoute[]) => {
    const unexpected: string[] = [];
    const server = await startFake(
      routes.map((route) => ({ ...route, answers: [...route.answers] })),
      unexpected,
    );
    started.push({ server, unexpected });
    return server;
  };
  return {
    start: (expected, answers) => startRoutes([{ ...expected, answers }]),
    startRoutes,
  };
}

async function startFake(routes: FakeAiRoute[], unexpected: string[]): Promise<FakeAiServer> {
  const requests: FakeAiRequest[] = [];
  let url = '';
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      const target = new URL(request.url ?? '/', 'http://fake');
      const route = routes.find(
        (candidate) => candidate.method === request.method && candidate.path === target.pathname,
      );
      const scripted = route?.answers.shift();
      if (!scripted) {
        unexpected.push(`${request.method} ${request.url}`);
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'unexpected request' } }));
        return;
      }
      requests.push({
        method: request.method ?? '',
        path: target.pathname,
        query: target.search.replace(/^\?/, ''),
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      const answer = typeof scripted === 'function' ? scripted(url) : scripted;
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (response.destroyed) return;
      const isJson = 'json' in answer;
      response.writeHead(answer.status ?? 200, {
        'content-type': isJson ? 'application/json' : answer.contentType,
        ...answer.headers,
      });
      response.end(isJson ? JSON.stringify(answer.json) : answer.bytes);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * An OpenAI Chat Completions answer whose message content is `content` (the structured output as
 * JSON text), with token usage as OpenAI reports it.
 */
export function openAiChatAnswer(
  content: string,
  usage: { input: number; output: number } = { input: 50, output: 40 },
): FakeAiAnswer {
  return {
    json: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'gpt-5-2025-08-07',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: {
        prompt_tokens: usage.input,
        completion_tokens: usage.output,
        total_tokens: usage.input + usage.output,
      },
    },
  };
}

/** The AppError a provider call failed with; a success or any other error fails the test. */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}
