import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { CREDITS_PER_PLATFORM } from '@fanout/shared';
import type { McpCall } from './mcp-call';
import { MCP_TOOLS, type McpTool, type ToolAnswer } from './mcp-tools';

export const MCP_SERVER_INFO = { name: 'fanout', version: '1.0.0' } as const;

const INSTRUCTIONS = [
  'Fanout publishes one post to several social networks.',
  'Find account ids with list_accounts, add media with upload_media_from_url, then create_draft,',
  'schedule_post or add_to_queue; read the outcome and links with get_post.',
  `Publishing costs ${CREDITS_PER_PLATFORM} credits per account when it goes out; drafts are free.`,
  'A key without "Agents may publish" saves drafts for a person to approve instead of scheduling.',
].join(' ');

function answered(answer: ToolAnswer): CallToolResult {
  return {
    content: [
      { type: 'text', text: answer.summary },
      { type: 'text', text: JSON.stringify(answer.data) },
    ],
  };
}

/**
 * A refusal in the words the REST API gives (the spec's messages, a missing scope, a hidden
 * menu, an unknown id), as a tool error the agent can act on; anything else is logged and stays
 * behind a generic sentence with the request id, as a 500 does.
 */
function refused(error: unknown, log: FastifyBaseLogger, requestId: string): CallToolResult {
  const known = error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR';
  if (!known) log.error({ err: error }, 'mcp: a tool failed');
  const text = known ? error.message : `Internal server error (request id ${requestId})`;
  return { isError: true, content: [{ type: 'text', text }] };
}

/**
 * The MCP server of one request (stateless: ADR 0097), offering the tools the key's scopes allow.
 */
export function createMcpServer(
  call: McpCall,
  log: FastifyBaseLogger,
  requestId: string,
): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, { instructions: INSTRUCTIONS });
  for (const definition of MCP_TOOLS.filter((t) => call.key.scopes.includes(t.scope))) {
    register(server, definition, call, log, requestId);
  }
  return server;
}

function register(
  server: McpServer,
  definition: McpTool,
  call: McpCall,
  log: FastifyBaseLogger,
  requestId: string,
): void {
  server.registerTool(
    definition.name,
    {
      title: definition.title,
      description: definition.description,
      inputSchema: definition.input,
      annotations: {
        title: definition.title,
        readOnlyHint: definition.readOnly,
        destructiveHint: false,
        openWorldHint: !definition.readOnly,
      },
    },
    async (input: Record<string, unknown>) => {
      try {
        return answered(await definition.run(call, input as never));
      } catch (error) {
        return refused(error, log, requestId);
      }
    },
  );
}
