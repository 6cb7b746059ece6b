/** Where the MCP server answers (ADR 0097). */
export const MCP_PATH = '/mcp';

/** Whether a request's URL (path and query) is the MCP server's. */
export function isMcpPath(url: string): boolean {
  return url === MCP_PATH || url.startsWith(`${MCP_PATH}?`);
}
