import { readdirSync } from 'node:fs';
import { posix } from 'node:path';

/**
 * The code a document names, checked against the repository (ADR 0071). A document is read as
 * blocks: each table cell, each list item and each paragraph of prose (fenced code is skipped);
 * every `code span` of a block that looks like a path must name something that exists, and every
 * span that looks like a name of code must be declared where the block says.
 */

export const REPOSITORY_ROOTS = [
  'apps/',
  'packages/',
  'worker/',
  'e2e/',
  'bench/',
  'docs/',
  'docker/',
  'scripts/',
];
const FILE_NAME = /\.(ts|tsx|js|mjs|json|md|sql|yaml|yml|example|html|css)$/;

/** What the checks need of the repository: its files (posix, from the root) and their text. */
export interface Repository {
  files: readonly string[];
  read: (path: string) => string;
}

/** A table row (one cell per column), or a list item or paragraph of prose (one cell). */
export interface Block {
  cells: string[];
  row: boolean;
}

/** The blocks of a Markdown text, outside fenced code. */
export function documentBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let fenced = false;
  const end = () => {
    if (paragraph.length > 0) blocks.push({ cells: [paragraph.join(' ')], row: false });
    paragraph = [];
  };
  for (const line of markdown.split('\n')) {
    if (line.trimStart().startsWith('```')) {
      end();
      fenced = !fenced;
    } else if (fenced) continue;
    else if (line.startsWith('|')) {
      end();
      const cells = tableCells(line);
      if (cells.length > 0) blocks.push({ cells, row: true });
    } else if (line.trim() === '' || /^(#|\s*[-*] |\s*\d+\. )/.test(line)) {
      end();
      if (line.trim() !== '') paragraph.push(line);
    } else paragraph.push(line);
  }
  end();
  return blocks;
}

function tableCells(line: string): string[] {
  if (/^\|[\s|:-]+\|$/.test(line.trim())) return [];
  const body = line.trimEnd();
  return body
    .slice(1, body.endsWith('|') ? body.length - 1 : undefined)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** The `code spans` of a piece of Markdown. */
export function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (one level of braces, as the tables write them). */
function expandBraces(path: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (!match) return [path];
  const [braced, parts = ''] = match;
  return parts.split(',').map((part) => path.replace(braced, part.trim()));
}

/** A span read as a path: lower-case start, no spaces, a file extension or a trailing `/`. */
function looksLikePath(span: string): boolean {
  if (/[\s…{}]/.test(span) || span.startsWith('/') || span.startsWith('../')) return false;
  if (!/^[a-z.]/.test(span) || span.includes('://')) return false;
  return FILE_NAME.test(span) || (span.includes('/') && span.endsWith('/'));
}

export interface NamedPath {
  /** The span as written (braces expanded). */
  span: string;
  /** Where it is looked for, in order: in the folder of the block's last full path, then at the root. */
  candidates: string[];
}

/**
 * The paths one cell (or paragraph) names, resolved: `apps/…`, `packages/…` from the root; a bare
 * or relative name (`receive-upload.ts`, `storage/s3-storage.ts`) in the folder of the last full
 * path before it in the same cell, or else at the root (`.env.example`).
 */
export function cellPaths(cell: string): NamedPath[] {
  const found: NamedPath[] = [];
  let folder: string | undefined;
  for (const span of codeSpans(cell).flatMap(expandBraces)) {
    if (!looksLikePath(span)) continue;
    if (REPOSITORY_ROOTS.some((root) => span.startsWith(root))) {
      folder = span.endsWith('/') ? span : posix.dirname(span);
      found.push({ span, candidates: [span] });
    } else {
      found.push({ span, candidates: folder ? [posix.join(folder, span), span] : [span] });
    }
  }
  return found;
}

/** Every path the document names, in its tables and its prose. */
export function documentPaths(markdown: string): NamedPath[] {
  return documentBlocks(markdown).flatMap(({ cells }) => cells.flatMap(cellPaths));
}

/**
 * Whether a path names something in the list of files: a file, a folder (`a/b/` or `a/b`) that
 * holds one, or a pattern (`*` within a name, `<placeholder>` for one name's part) matching one.
 */
export function pathMatcher(files: readonly string[]): (path: string) => boolean {
  const fileSet = new Set(files);
  const folders = new Set(files.flatMap((file) => ancestors(file)));
  return (path) => {
    if (/[*<]/.test(path)) {
      const body = path
        .split('**')
        .map((part) => part.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\*|<[^>/]+>/g, '[^/]*'))
        .join('.*');
      const pattern = new RegExp(`^${body}${path.endsWith('/') ? '' : '(/|$)'}`);
      return files.some((file) => pattern.test(file));
    }
    const bare = path.endsWith('/') ? path.slice(0, -1) : path;
    return (!path.endsWith('/') && fileSet.has(path)) || folders.has(bare);
  };
}

function ancestors(file: string): string[] {
  const parts = file.split('/');
  return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join('/'));
}

/** Paths named anywhere in the document (tables and prose) that match nothing in the repository. */
export function missingPaths(markdown: string, files: readonly string[]): string[] {
  const exists = pathMatcher(files);
  return documentPaths(markdown)
    .filter(({ candidates }) => !candidates.some(exists))
    .map(
      ({ span, candidates }) => `\`${span}\` does not exist (looked for ${candidates.join(', ')})`,
    );
}

const NOT_WALKED = new Set(['node_modules', '.git', 'dist', 'data', 'coverage', '.turbo']);

/** Every file under the root (posix, from the root), leaving out dependencies and build output. */
export function repositoryFiles(root: string, folder = ''): string[] {
  return readdirSync(posix.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    if (NOT_WALKED.has(entry.name)) return [];
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return repositoryFiles(root, path);
    return entry.isFile() ? [path] : [];
  });
}

/**
 * Lines that cite the tracker (the word `issue` or `issues`, then a number, with or without `#`):
 * the tracker is not part of the repository, so a comment says the ADR or the behaviour it means.
 */
export function issueCitations(text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => /\bissues? #?\d/i.test(line))
    .map(({ line, number }) => `line ${number}: ${line.trim()}`);
}
