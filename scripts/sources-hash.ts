/**
 * The hash a build stamps beside its output (ADR 0063, 0077): every input file's path (relative to
 * the root) and content, in a stable order. A build is current when its stamp holds the hash of
 * today's inputs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function filesUnder(absolute: string, skip: (name: string) => boolean): string[] {
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [absolute];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !skip(entry.name))
    .flatMap((entry) => filesUnder(path.join(absolute, entry.name), skip));
}

/**
 * One hash over the files under `inputs` (files or folders, relative to `root`, globs of one `*`
 * segment allowed as in `packages/*` + '/src'), skipping node_modules and names `skip` refuses.
 */
export function sourcesHash(
  root: string,
  inputs: readonly string[],
  skip: (name: string) => boolean = () => false,
): string {
  const hash = createHash('sha256');
  const files = inputs
    .flatMap((input) => expandStar(root, input))
    .flatMap((input) => filesUnder(path.join(root, input), skip))
    .map((file) => path.relative(root, file))
    .sort();
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** `packages/*\/src` → one path per folder under packages/ (only a whole `*` segment). */
function expandStar(root: string, input: string): string[] {
  const segments = input.split('/');
  const star = segments.indexOf('*');
  if (star === -1) return [input];
  const parent = segments.slice(0, star).join('/');
  const absolute = path.join(root, parent);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) =>
      expandStar(root, [parent, entry.name, ...segments.slice(star + 1)].join('/')),
    );
}

/** True when `stamp` exists and holds `hash`. */
export function stampHolds(stamp: string, hash: string): boolean {
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}
