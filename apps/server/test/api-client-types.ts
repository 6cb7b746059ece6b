import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from '../src/http/openapi-route';

const HEADER = `/**
 * The Fanout REST API's paths and schemas, generated from its OpenAPI document by
 * openapi-typescript. Do not edit: run \`pnpm api-client:generate\` (ADR 0093).
 */
`;

/** The text of `packages/api-client/src/fanout-api.ts` as the current procedures make it. */
export async function generatedApiTypes(): Promise<string> {
  const document = buildOpenApiDocument({
    baseUrl: 'http://localhost:3000/api',
    cookieName: 'fanout_session',
  });
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}
