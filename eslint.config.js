// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PACKAGES = [
  'shared',
  'db',
  'core',
  'platforms',
  'sandbox',
  'jobs',
  'runtime',
  'server',
  'web',
  'worker',
];

/**
 * Dependency direction (ARCHITECTURE.md): each folder lists the workspace packages it may import.
 * Everything else from @fanout/* is refused, as are relative imports reaching into another package.
 */
function allowOnly(allowed, extra = []) {
  const forbidden = PACKAGES.filter((name) => !allowed.includes(name));
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((name) => ({
            group: [`@fanout/${name}`, `@fanout/${name}/*`],
            message: `Dependency direction: this package may import only ${allowed.map((n) => `@fanout/${n}`).join(', ') || 'no workspace package'}.`,
          })),
          {
            group: [
              '../../packages/*',
              '../../../packages/*',
              '../../apps/*',
              '../../../apps/*',
              '../../worker/*',
            ],
            message: 'Import another workspace package by its name, never by a relative path.',
          },
          ...extra,
        ],
      },
    ],
  };
}

// The web app sees the server only as a type: `import type { AppRouter }`.
const WEB_IMPORT_PATTERNS = [
  ...PACKAGES.filter((name) => !['shared', 'server'].includes(name)).map((name) => ({
    group: [`@fanout/${name}`, `@fanout/${name}/*`],
    message: 'Dependency direction: the web app may import only @fanout/shared.',
  })),
  {
    group: ['@fanout/server', '@fanout/server/*'],
    allowTypeImports: true,
    message: 'The web app may import the server only as a type (import type { AppRouter }).',
  },
];

/**
 * One writer of `post_targets` (ADR 0069): an INSERT, UPDATE or DELETE of a target's row is a
 * transition of `packages/core/src/targets/`, with its fence. Refused elsewhere: Drizzle's
 * `.insert(postTargets)`, `.update(postTargets)`, `.delete(postTargets)`, and SQL text that writes
 * the table, by name (`update post_targets`) or through the schema (`update ${postTargets}`).
 */
const TARGET_WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const WRITES_TARGETS_SQL =
  /\b(update|insert\s+into|delete\s+from)\s+(only\s+)?"?post_targets"?(?![\w"])/i;
const WRITES_NEXT_TABLE_SQL = /\b(update|insert\s+into|delete\s+from)\s+(only\s+)?$/i;

/** `postTargets`, or `schema.postTargets`. */
function isTargetsTable(node) {
  if (!node) return false;
  if (node.type === 'Identifier') return node.name === 'postTargets';
  return (
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'postTargets'
  );
}

const targetWritesRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      write:
        'Only packages/core/src/targets/ writes post_targets (ADR 0069): make this write a transition there, with its fence.',
    },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'write' });
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          TARGET_WRITE_METHODS.has(callee.property.name) &&
          isTargetsTable(node.arguments[0])
        ) {
          report(node);
        }
      },
      TemplateLiteral(node) {
        const writes = node.quasis.some((quasi, index) => {
          const text = quasi.value.cooked ?? quasi.value.raw;
          if (WRITES_TARGETS_SQL.test(text)) return true;
          return isTargetsTable(node.expressions[index]) && WRITES_NEXT_TABLE_SQL.test(text);
        });
        if (writes) report(node);
      },
      Literal(node) {
        if (typeof node.value === 'string' && WRITES_TARGETS_SQL.test(node.value)) report(node);
      },
    };
  },
};

const fanoutPlugin = { rules: { 'target-writes': targetWritesRule } };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { fanout: fanoutPlugin },
    rules: {
      'fanout/target-writes': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Configuration is read once per process (ARCHITECTURE.md "Configuration").
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the process config module, not process.env.',
        },
      ],
    },
  },
  {
    files: [
      'packages/runtime/src/config.ts',
      'packages/db/src/testing/test-env.ts',
      'packages/jobs/src/testing/test-redis.ts',
      'worker/src/testing/spawn-worker.ts',
      'apps/server/test/chaos-random.ts',
      'apps/server/test/run-server-command.ts',
      // spawns `pnpm start` with the PATH and HOME it needs
      'apps/server/test/start-command.int.test.ts',
      'apps/server/test/start-after-crash.int.test.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '*.config.ts',
      '*.config.js',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  { files: ['packages/shared/**'], rules: allowOnly([]) },
  { files: ['packages/platforms/**', 'packages/jobs/**'], rules: allowOnly(['shared']) },
  // The platform simulator (ADR 0039) builds on the platforms' facts (hosts, labels); the real
  // adapters never reach it, except their tests and test kits, which publish against it over HTTP.
  { files: ['packages/sandbox/**'], rules: allowOnly(['platforms', 'shared']) },
  {
    files: ['packages/platforms/**/*.test.ts', 'packages/platforms/src/testing/**'],
    rules: allowOnly(['shared', 'sandbox']),
  },
  // The schema types its columns and CHECK constraints from the vocabularies in shared (ADR 0041).
  { files: ['packages/db/**'], rules: allowOnly(['shared']) },
  { files: ['packages/core/**'], rules: allowOnly(['db', 'platforms', 'jobs', 'shared']) },
  // The composition root shared by the server and the worker: config, CoreDeps, job driver (ADR 0015).
  {
    files: ['packages/runtime/**'],
    rules: allowOnly(['core', 'db', 'platforms', 'jobs', 'shared']),
  },
  // Only the server mounts the sandbox (ADR 0012, 0039); core, runtime and the worker reach it over
  // HTTP, as they would a vendor.
  {
    files: ['apps/server/**'],
    rules: allowOnly(['runtime', 'core', 'jobs', 'shared', 'db', 'platforms', 'sandbox']),
  },
  { files: ['worker/**'], rules: allowOnly(['runtime', 'core', 'jobs', 'shared', 'db']) },
  // The chaos tests run real worker processes through the worker's own test helper.
  {
    files: ['apps/server/test/**'],
    rules: allowOnly(['runtime', 'core', 'jobs', 'shared', 'db', 'platforms', 'sandbox', 'worker']),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: WEB_IMPORT_PATTERNS,
          // One way to show a toast: the helper replaces the visible one (spec 000 §8).
          paths: [
            {
              name: '@mantine/notifications',
              importNames: ['notifications'],
              message: 'Show toasts with showToast from apps/web/src/feedback/show-toast.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/feedback/show-toast.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_IMPORT_PATTERNS }] },
  },
  {
    files: ['**/*.test.ts', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  // The writer itself; tests, their kits and benches seed and bend rows to set up their cases.
  {
    files: [
      'packages/core/src/targets/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/testing/**',
      'apps/server/test/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
    ],
    rules: { 'fanout/target-writes': 'off' },
  },
  // Functions stay short enough to read at once (ADR 0039): a warning, and `pnpm lint` allows none.
  // Tests, their kits and migrations are exempt: a test reads top to bottom as one story.
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/testing/**',
      'apps/server/test/**',
      'e2e/**',
      '**/migrations/**',
    ],
    rules: {
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
