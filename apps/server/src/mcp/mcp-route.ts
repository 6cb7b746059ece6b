import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';
import { mcpCallOf } from './mcp-call';
import { MCP_PATH } from './mcp-path';
import { createMcpServer } from './mcp-server';

export const MCP_KEY_MESSAGE =
  'Unauthorized: the MCP server takes an API key (send Authorization: Bearer fo_live_…; make one under Developer Settings)';

const NOT_JSON_RPC = 'The body must be a JSON-RPC message (an object) or a non-empty list of them';

function isMessage(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON-RPC message or a non-empty batch: what the transport answers (an empty batch it would accept silently). */
function isJsonRpcBody(body: unknown): boolean {
  return isMessage(body) || (Array.isArray(body) && body.length > 0 && body.every(isMessage));
}

/** The request as the SDK's web-standard transport reads it; the body is already parsed. */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(new URL(request.url, 'http://fanout.invalid'), {
    method: request.method,
    headers,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<string> {
  reply.code(response.status);
  response.headers.forEach((value, name) => void reply.header(name, value));
  return response.text();
}

/**
 * The MCP server (ADR 0097): streamable HTTP at POST /mcp, stateless — each request gets its own
 * server and transport, answered as JSON, so any server process answers any request and nothing
 * is held between them. Only API keys are taken (api-key-auth.ts resolves the bearer here as on
 * /api; the per-key rate limit counts each request); each tool's procedures check the key's scope
 * themselves, so the route declares none. GET (a stream of server-sent events) and DELETE (end of
 * a session) have nothing to serve without sessions: 405.
 */
export function registerMcpRoute(app: FastifyInstance, deps: AppDeps): void {
  const config = { keyScopesCheckedPerCall: true };
  app.post(MCP_PATH, { config }, async (request, reply) => {
    const key = request.auth?.apiKey;
    if (!key) {
      reply.header('www-authenticate', 'Bearer realm="fanout"');
      throw new AppError('UNAUTHORIZED', MCP_KEY_MESSAGE);
    }
    if (!isJsonRpcBody(request.body)) throw new AppError('BAD_REQUEST', NOT_JSON_RPC);
    const server = createMcpServer(mcpCallOf(deps, request, reply, key), request.log, request.id);
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(webRequestOf(request), {
        parsedBody: request.body,
      });
      return await sendWebResponse(reply, response);
    } finally {
      await server.close();
    }
  });
  const noSessions = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', 'POST');
    throw new AppError(
      'METHOD_NOT_ALLOWED',
      'The MCP server is stateless: send each JSON-RPC message with POST /mcp',
    );
  };
  app.get(MCP_PATH, { config }, noSessions);
  app.delete(MCP_PATH, { config }, noSessions);
}
