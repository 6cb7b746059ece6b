import { defineConfig } from 'vitest/config';

const NODE_TEST_DIRS = [
  'apps/web/src',
  'packages/*/src',
  'packages/*/test',
  'apps/server/src',
  'apps/server/test',
  'worker/src',
  'scripts',
];

export default defineConfig({
  test: {
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: NODE_TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`),
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: NODE_TEST_DIRS.map((dir) => `${dir}/**/*.int.test.ts`),
          globalSetup: ['./packages/db/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // Browser steps wait on the network and on queued toasts; a loaded CI machine is slower.
          expect: { poll: { timeout: 10_000 } },
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['./packages/db/src/testing/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
