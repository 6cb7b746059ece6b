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
 * Integration files that assert wall-clock or CPU figures (a p99, a sweep's time, answers within
 * 2 s, a throttle's delays, mail kept off the request path): two at a time, last, once the browser
 * journeys and the process files are done (ADR 0078).
 */
export const TIMED_INTEGRATION_FILES = [
  'apps/server/test/analytics-publishing-lateness.int.test.ts',
  'apps/server/test/input-fuzz.int.test.ts',
  'apps/server/test/mail-off-request-path.int.test.ts',
  'apps/server/test/publishing-lost-queue.int.test.ts',
  'apps/server/test/publishing-sweeper.int.test.ts',
  'apps/server/test/sign-in-throttle.int.test.ts',
];

/**
 * Integration files that start real processes (the product server, the worker, an embedded
 * PostgreSQL, a killed job worker), time a restart, or wait on real seconds with tolerances of
 * seconds: two at a time, after the browser journeys (ADR 0078, 0081). Every other
 * integration file runs in the parallel group, new ones included.
 */
export const PROCESS_INTEGRATION_FILES = [
  'apps/server/test/graceful-shutdown.int.test.ts',
  'apps/server/test/publishing-chaos.int.test.ts',
  'apps/server/test/publishing-media-restart.int.test.ts',
  'apps/server/test/publishing-server-restart.int.test.ts',
  'apps/server/test/publishing-waits.int.test.ts',
  'apps/server/test/sandbox-restart.int.test.ts',
  'apps/server/test/start-after-crash.int.test.ts',
  'apps/server/test/start-command.int.test.ts',
  'packages/db/src/embedded-postgres.int.test.ts',
  'packages/jobs/src/bullmq-driver.int.test.ts',
  'worker/src/worker-process.int.test.ts',
];

/** Integration files in flight at once: they mostly wait on PostgreSQL, Redis and sockets. */
const INTEGRATION_WORKERS = 4;
/**
 * Timed files in flight at once: the lost queue's file sleeps most of its minute, so one other
 * timed file runs beside it; no more, so the figures are taken on a machine nearly to themselves.
 */
const TIMED_WORKERS = 2;
/**
 * Process files in flight at once: each mostly sleeps on real seconds or on its processes. They
 * follow the journeys, with only the unit tests' end beside them. Three lanes ran out of the
 * chaos file's and a BullMQ hook's waits in one fresh-clone run of four (ADR 0081): two.
 */
const PROCESS_WORKERS = 2;
/**
 * Browser journeys in flight at once, against one shared Chromium (e2e/support/global-setup.ts):
 * two kept about one core busy (402 s of CPU in 444 s), each file mostly waiting on its browser
 * and server, so three (ADR 0078).
 */
const E2E_WORKERS = 3;

const integration = {
  // Four files share two cores: a state a test waits for may take longer than Vitest's 1 s
  // default to arrive. Figures a test asserts are measured explicitly, in the timed group.
  expect: { poll: { timeout: 5_000 } },
  // A worker loads the product's modules once for all its files instead of once per file (ADR
  // 0078): no file may rely on module state another file left (none mocks modules; each has its
  // own database, Redis prefix and ports).
  isolate: false,
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
          // Modules loaded once per worker, as in the integration projects (ADR 0078).
          isolate: false,
          include: NODE_TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`),
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION_FILES,
          exclude: [...TIMED_INTEGRATION_FILES, ...PROCESS_INTEGRATION_FILES, '**/node_modules/**'],
          maxWorkers: INTEGRATION_WORKERS,
          ...integration,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-timed',
          include: TIMED_INTEGRATION_FILES,
          maxWorkers: TIMED_WORKERS,
          ...integration,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-processes',
          include: PROCESS_INTEGRATION_FILES,
          maxWorkers: PROCESS_WORKERS,
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
          // A worker loads the journeys' helpers once for all its files (ADR 0081); each file
          // still starts its own server over its own database.
          isolate: false,
          globalSetup: [
            './packages/db/src/testing/global-setup.ts',
            './scripts/node-bundles-global-setup.ts',
            './e2e/support/global-setup.ts',
          ],
          testTimeout: 150_000,
          hookTimeout: 120_000,
          maxWorkers: E2E_WORKERS,
        },
      },
    ],
  },
});
