import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Who may import the simulator (ADR 0039), as the repository's own ESLint configuration says:
 * the server that mounts it and tests, never the real adapters, core or the worker.
 */
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repositoryRoot });
const SOURCE =
  "import { sandboxPlugin } from '@fanout/sandbox';\n\nexport const plugin = sandboxPlugin;\n";
const TEST_KIT_SOURCE =
  "import { createSandboxApp } from '@fanout/sandbox/testing';\n\nexport const start = createSandboxApp;\n";

async function importRefusals(filePath: string, code = SOURCE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// The first lint loads the configuration and its parsers: seconds on a busy machine.
describe('imports of @fanout/sandbox', { timeout: 60_000 }, () => {
  it.each([
    'packages/platforms/src/x.ts',
    'packages/core/src/x.ts',
    'packages/runtime/src/x.ts',
    'worker/src/x.ts',
    'packages/jobs/src/x.ts',
  ])('are refused from %s', async (filePath) => {
    const refusals = await importRefusals(filePath);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(/'@fanout\/sandbox' import is restricted.*Dependency direction/);
    expect(await importRefusals(filePath, TEST_KIT_SOURCE)).toHaveLength(1);
  });

  it.each([
    'apps/server/src/x.ts',
    'apps/server/test/x.ts',
    'packages/platforms/src/x.test.ts',
    'packages/platforms/src/testing/x.ts',
    'bench/x.ts',
  ])('are allowed from %s', async (filePath) => {
    expect(await importRefusals(filePath)).toEqual([]);
    expect(await importRefusals(filePath, TEST_KIT_SOURCE)).toEqual([]);
  });

  it('are refused from the web app', async () => {
    expect(await importRefusals('apps/web/src/x.ts')).toHaveLength(1);
  });
});
