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

const INTEGRATION_FILES = NODE_TEST_DIRS.map((dir) => `${dir}/**/*.int.test.ts`);

/**
 * Integration files that start real processes (the product server, the worker, an embedded
 * PostgreSQL, a killed job worker), time a restart, or assert wall-clock or CPU figures (a p99,
 * a response within 2 s, a throttle's delay): they run one at a time, after the others (ADR
 * 0068). Every other integration file runs in the parallel group, new ones included.
 */
const SERIAL_INTEGRATION_FILES = [
  'apps/server/test/graceful-shutdown.int.test.ts',
  'apps/server/test/input-fuzz.int.test.ts',
  'apps/server/test/mail-off-request-path.int.test.ts',
  'apps/server/test/publishing-chaos.int.test.ts',
  'apps/server/test/publishing-media-restart.int.test.ts',
  'apps/server/test/publishing-server-restart.int.test.ts',
  'apps/server/test/publishing-sweeper.int.test.ts',
  'apps/server/test/publishing-waits.int.test.ts',
  'apps/server/test/sandbox-restart.int.test.ts',
  'apps/server/test/sign-in-throttle.int.test.ts',
  'apps/server/test/start-after-crash.int.test.ts',
  'apps/server/test/start-command.int.test.ts',
  'packages/db/src/embedded-postgres.int.test.ts',
  'packages/jobs/src/bullmq-driver.int.test.ts',
  'worker/src/worker-process.int.test.ts',
];

/** Integration files in flight at once: they mostly wait on PostgreSQL, Redis and sockets. */
const INTEGRATION_WORKERS = 4;
/** Browser journeys in flight at once, against one shared Chromium (e2e/support/global-setup.ts). */
const E2E_WORKERS = 2;

const integration = {
  // Four files share two cores: a state a test waits for may take longer than Vitest's 1 s
  // default to arrive. Figures a test asserts are measured explicitly, in the serial group.
  expect: { poll: { timeout: 5_000 } },
  globalSetup: [
    './packages/db/src/testing/global-setup.ts',
    './scripts/node-bundles-global-setup.ts',
  ],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

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
          include: INTEGRATION_FILES,
          exclude: [...SERIAL_INTEGRATION_FILES, '**/node_modules/**'],
          maxWorkers: INTEGRATION_WORKERS,
          ...integration,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-serial',
          include: SERIAL_INTEGRATION_FILES,
          fileParallelism: false,
          ...integration,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // Browser steps wait on the network and on queued toasts; a loaded CI machine is slower.
          expect: { poll: { timeout: 10_000 } },
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: [
            './packages/db/src/testing/global-setup.ts',
            './scripts/node-bundles-global-setup.ts',
            './e2e/support/global-setup.ts',
          ],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          maxWorkers: E2E_WORKERS,
        },
      },
    ],
  },
});
