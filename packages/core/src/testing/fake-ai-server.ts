import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect } from 'vitest';

/** One scripted answer of the fake, given to the next expected request. */
export interface FakeAiAnswer {
  status?: number;
  json: unknown;
  /** Answer late, to exercise timeouts. */
  delayMs?: number;
}

export interface FakeAiRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeAiServer {
  /** http://127.0.0.1:{port} */
  url: string;
  /** Requests that got a scripted answer, in order. */
  requests: FakeAiRequest[];
  close(): Promise<void>;
}

/**
 * A stand-in for an AI provider's HTTP API (OpenAI, Gemini): every request must be `METHOD path` and
 * takes the next scripted answer. Another path, or one request more than answers, is unexpected and
 * fails the test after it.
 */
export function useFakeAiServers(): {
  start(expected: { method: string; path: string }, answers: FakeAiAnswer[]): Promise<FakeAiServer>;
} {
  const started: { server: FakeAiServer; unexpected: string[] }[] = [];
  afterEach(async () => {
    const fakes = started.splice(0);
    await Promise.all(fakes.map((fake) => fake.server.close()));
    for (const fake of fakes) {
      expect(fake.unexpected, 'requests the fake AI server did not expect').toEqual([]);
    }
  });
  return {
    async start(expected, answers) {
      const unexpected: string[] = [];
      const server = await startFake(expected, [...answers], unexpected);
      started.push({ server, unexpected });
      return server;
    },
  };
}

async function startFake(
  expected: { method: string; path: string },
  answers: FakeAiAnswer[],
  unexpected: string[],
): Promise<FakeAiServer> {
  const requests: FakeAiRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const answer =
        request.method === expected.method && path === expected.path ? answers.shift() : undefined;
      if (!answer) {
        unexpected.push(`${request.method} ${request.url}`);
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'unexpected request' } }));
        return;
      }
      requests.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (response.destroyed) return;
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.json));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
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
