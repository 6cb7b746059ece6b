import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule `fanout/target-writes` (eslint.config.js, ADR 0069), as the repository's own ESLint
 * configuration applies it: a write to `post_targets` is refused outside packages/core/src/targets/.
 */
const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: repositoryRoot });
const RULE = 'fanout/target-writes';

const HEADER =
  "import { sql } from 'drizzle-orm';\nimport { postTargets } from '@fanout/db/schema';\n";
const WRITES = {
  'a Drizzle update': `export const write = (db: any) =>\n  db.update(postTargets).set({ state: 'failed' });\n`,
  'a Drizzle insert': `export const write = (db: any) => db.insert(postTargets).values({});\n`,
  'a Drizzle delete': `export const write = (db: any) => db.delete(postTargets);\n`,
  'raw SQL through the schema': `export const write = sql\`update \${postTargets} set state = 'failed'\`;\n`,
  'raw SQL by name': `export const write = sql\`delete from post_targets where id = \${1}\`;\n`,
  'an insert by name': `export const write = sql.raw('INSERT INTO post_targets (id) VALUES (1)');\n`,
};
const READS =
  'export const read = (db: any) => db.select().from(postTargets);\n' +
  'export const count = sql`select count(*) from ${postTargets} where state = ${"scheduled"}`;\n' +
  "export const updated = sql`update posts set title = 'x' where exists (select 1 from post_targets)`;\n";

async function refusals(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).length;
}

// The first lint loads the configuration and its parsers: seconds on a busy machine.
describe('writes to post_targets', { timeout: 60_000 }, () => {
  it.each(Object.entries(WRITES))('%s is refused outside the targets folder', async (_, write) => {
    for (const filePath of [
      'packages/core/src/posts/x.ts',
      'packages/core/src/publishing/x.ts',
      'apps/server/src/x.ts',
      'worker/src/x.ts',
    ]) {
      expect(await refusals(filePath, HEADER + write)).toBe(1);
    }
  });

  it.each(Object.entries(WRITES))('%s is allowed in the targets folder', async (_, write) => {
    expect(await refusals('packages/core/src/targets/x.ts', HEADER + write)).toBe(0);
  });

  it('reads are never refused', async () => {
    expect(await refusals('packages/core/src/posts/x.ts', HEADER + READS)).toBe(0);
  });

  it("the targets folder's own writers would be refused anywhere else", async () => {
    for (const file of ['target-writes.ts', 'owner-writes.ts']) {
      const code = readFileSync(join(repositoryRoot, 'packages/core/src/targets', file), 'utf8');
      const imports = code.replaceAll("from './", "from '../targets/");
      expect(await refusals(`packages/core/src/publishing/${file}`, imports)).toBeGreaterThan(5);
    }
  });

  it('no source file outside the targets folder writes post_targets', async () => {
    const mentions = sourceFiles(['packages', 'apps/server/src', 'worker/src']).filter((path) =>
      /postTargets|post_targets/.test(readFileSync(path, 'utf8')),
    );
    const outside = mentions.filter((path) => !path.includes('/core/src/targets/'));
    // The scan reaches the readers (lists, stats, the sweeper), not only the writer.
    expect(outside.length).toBeGreaterThan(10);
    const results = await eslint.lintFiles(outside);
    const writes = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === RULE)
        .map((message) => `${relative(repositoryRoot, result.filePath)}:${message.line}`),
    );
    expect(writes).toEqual([]);
  });
});

/** The product's TypeScript sources under these folders (no tests, kits or migrations). */
function sourceFiles(folders: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'migrations', 'testing'].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const folder of folders) visit(join(repositoryRoot, folder));
  return files;
}
