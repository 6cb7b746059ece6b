import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Tests that read the product's shared folder (`../shared` beside the repository: the specs, the
 * vendors' OpenAPI documents in `reference/`) go through here, so a checkout without it fails with
 * the path it needs, not an ENOENT stack from deep inside a library.
 */

/** The repository root: the folder above this file that holds pnpm-workspace.yaml. */
export function repositoryRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'pnpm-workspace.yaml'))) {
    const parent = dirname(folder);
    if (parent === folder)
      throw new Error(`No pnpm-workspace.yaml above ${fileURLToPath(import.meta.url)}`);
    folder = parent;
  }
  return folder;
}

export class MissingSharedFileError extends Error {
  constructor(readonly path: string) {
    super(
      `This test needs ${path}, which does not exist. It is part of the product's shared folder ` +
        `(../${relative(dirname(repositoryRoot()), path)} beside the repository); put that folder there.`,
    );
    this.name = 'MissingSharedFileError';
  }
}

/** The absolute path of `../shared/<path>`, checked: throws MissingSharedFileError when it is absent. */
export function sharedFilePath(path: string, root: string = repositoryRoot()): string {
  const absolute = join(root, '..', 'shared', path);
  if (!existsSync(absolute)) throw new MissingSharedFileError(absolute);
  return absolute;
}

/** The text of `../shared/<path>`, or a MissingSharedFileError naming it. */
export function readSharedFile(path: string, root: string = repositoryRoot()): string {
  return readFileSync(sharedFilePath(path, root), 'utf8');
}
