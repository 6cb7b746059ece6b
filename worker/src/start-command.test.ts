import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workerNodeFlags } from './testing/spawn-worker';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('how the worker is started', () => {
  it('takes its node flags from its start script, including the young-generation size', () => {
    expect(workerNodeFlags()).toEqual(['--max-semi-space-size=64', '--enable-source-maps']);
  });

  it('is started by compose with the same flags as `pnpm worker`', () => {
    const compose = readFileSync(path.join(ROOT, 'docker/compose.yml'), 'utf8');
    const worker = compose.slice(compose.indexOf('\n  worker:'));
    const command = /\n {4}command: (\[.*\])/.exec(worker)?.[1];
    expect(command, 'the worker service has a command line').toBeDefined();
    expect(JSON.parse((command ?? '[]').replaceAll("'", '"'))).toEqual([
      'node',
      ...workerNodeFlags(),
      'dist/main.mjs',
    ]);
  });
});
