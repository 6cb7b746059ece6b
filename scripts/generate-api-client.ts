/**
 * `pnpm api-client:generate`: writes the REST API's types for `packages/api-client` from the same
 * OpenAPI document the server serves (ADR 0093). A unit test fails when the committed file drifts
 * from what this would write (`apps/server/test/api-client-drift.test.ts`).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generatedApiTypes } from '../apps/server/test/api-client-types';

const target = fileURLToPath(new URL('../packages/api-client/src/fanout-api.ts', import.meta.url));
await writeFile(target, await generatedApiTypes());
console.log(`wrote ${target}`);
