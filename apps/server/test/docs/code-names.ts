import { posix } from 'node:path';
import {
  cellPaths,
  codeSpans,
  documentBlocks,
  pathMatcher,
  type Repository,
} from './code-references';

/**
 * The names of code a document gives, checked against what the repository exports (ADR 0071).
 *
 * A span is a name when it is one identifier that starts with a capital or has one after its
 * first letter (`Post`, `CoreDeps`, `createCoreDeps`, `TARGET_STATES`), or `Owner.member` with a
 * capitalised owner (`JobContext.stopping`). Lower-case words (`admin`, `scheduled`), dotted
 * lower-case paths (`post.list`, `users.credits`), calls (`audit(page)`) and anything with spaces
 * are not names.
 *
 * Where a name is looked for: when it is in a table row that names source files, one of them
 * must declare it — export it, declare it at any level (`function`, `const`, `class`,
 * `interface`, `type`, `enum`) or give it as a property key (`name:`, a field of a schema or an
 * interface); a row that names no source file, and prose (which tells of many files at once),
 * need some source file of the repository to export it. A constant (`REDIS_URL`) may instead be
 * an environment variable: a word of `.env.example` or of any source file. For `Owner.member`,
 * the owner is looked for so, and the member must be a word of a file that declares the owner.
 */

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const CAMEL = /^[A-Za-z_$][a-z0-9_$]*[A-Z][A-Za-z0-9_$]*$|^[A-Z][a-z0-9]+[A-Za-z0-9]*$/;
const CONSTANT = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{2,}[0-9]*$/;
const MEMBER = /^([A-Z][A-Za-z0-9_$]*)\.([A-Za-z_$][A-Za-z0-9_$]*)$/;

/** The names a source text exports: declarations, `export { a, b as c }`, `export * as ns`. */
export function exportedNames(text: string): Set<string> {
  const names = new Set<string>();
  const declaration =
    /export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/g;
  for (const match of text.matchAll(declaration)) names.add(match[1] ?? '');
  for (const match of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  for (const match of text.matchAll(/export\s+\*\s+as\s+([A-Za-z_$][\w$]*)/g))
    names.add(match[1] ?? '');
  return names;
}

/** The relative modules a file re-exports wholesale (`export * from './x'`). */
function starExports(text: string): string[] {
  return [...text.matchAll(/export\s+\*\s+from\s+['"](\.[^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

interface NameKind {
  span: string;
  name: string;
  member?: string;
  constant: boolean;
}

/** How a span is read: a name (with its member) or not one (undefined). */
export function nameOf(span: string): NameKind | undefined {
  const member = MEMBER.exec(span);
  if (member) return { span, name: member[1] ?? '', member: member[2] ?? '', constant: false };
  if (CONSTANT.test(span)) return { span, name: span, constant: true };
  if (CAMEL.test(span)) return { span, name: span, constant: false };
  return undefined;
}

/** One index of the repository's exports and words, built once per check. */
export function exportIndex(repository: Repository) {
  const sources = repository.files.filter((file) => SOURCE.test(file));
  const exists = pathMatcher(repository.files);
  const cache = new Map<string, Set<string>>();
  const exportsOf = (file: string, seen = new Set<string>()): Set<string> => {
    const cached = cache.get(file);
    if (cached) return cached;
    if (seen.has(file) || !repository.files.includes(file)) return new Set();
    seen.add(file);
    const text = repository.read(file);
    const names = exportedNames(text);
    for (const target of starExports(text)) {
      const module = resolveModule(posix.join(posix.dirname(file), target), exists);
      if (module) for (const name of exportsOf(module, seen)) names.add(name);
    }
    cache.set(file, names);
    return names;
  };
  const byName = new Map<string, string[]>();
  for (const file of sources) {
    for (const name of exportedNames(repository.read(file))) {
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
  }
  const words = new Set<string>();
  for (const file of [...sources, '.env.example'].filter(exists)) {
    for (const word of repository.read(file).match(/\b[A-Z][A-Z0-9_]+\b/g) ?? []) words.add(word);
  }
  return { exportsOf, byName, words, read: repository.read };
}

function resolveModule(base: string, exists: (path: string) => boolean): string | undefined {
  const stem = base.replace(/\.js$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, base].find(
    (path) => exists(path) && SOURCE.test(path),
  );
}

type ExportIndex = ReturnType<typeof exportIndex>;

/** Whether a source text declares a name: a declaration of any kind or a property key. */
export function declares(text: string, name: string): boolean {
  const word = name.replace(/\$/g, '\\$');
  const code = text.replace(/^import\s[^;]*?from\s*['"][^'"]+['"];?/gm, '');
  return new RegExp(
    `(?:function\\*?|const|let|var|class|interface|type|enum|namespace)\\s+${word}\\b|(?:^|[{,\\s])${word}\\??\\s*:`,
    'm',
  ).test(code);
}

/** Where a name of a block is declared: by the block's own files, or exported anywhere. */
function declarers(name: string, blockFiles: readonly string[], index: ExportIndex): string[] {
  if (blockFiles.length > 0) {
    return blockFiles.filter(
      (file) => index.exportsOf(file).has(name) || declares(index.read(file), name),
    );
  }
  return index.byName.get(name) ?? [];
}

function nameProblem(kind: NameKind, blockFiles: string[], index: ExportIndex): string | undefined {
  const files = declarers(kind.name, blockFiles, index);
  if (files.length === 0) {
    if (kind.constant && index.words.has(kind.name)) return undefined;
    return blockFiles.length > 0
      ? `\`${kind.span}\` is declared by none of the files beside it (${blockFiles.join(', ')})`
      : `\`${kind.span}\` is exported by no file`;
  }
  const { member } = kind;
  if (member && !files.some((file) => new RegExp(`\\b${member}\\b`).test(index.read(file)))) {
    return `\`${kind.span}\`: ${files.join(', ')} exports ${kind.name} but never says ${member}`;
  }
  return undefined;
}

/** Names of code in the document that the repository does not export where the document says. */
export function missingNames(markdown: string, repository: Repository): string[] {
  const index = exportIndex(repository);
  const exists = pathMatcher(repository.files);
  return documentBlocks(markdown).flatMap(({ cells, row }) => {
    const blockFiles = (row ? cells : [])
      .flatMap(cellPaths)
      .map(({ candidates }) => candidates.find(exists))
      .filter(
        (file): file is string => file !== undefined && SOURCE.test(file) && !/[*<]/.test(file),
      );
    return cells.flatMap(codeSpans).flatMap((span) => {
      const kind = nameOf(span);
      const problem = kind && nameProblem(kind, blockFiles, index);
      return problem ? [problem] : [];
    });
  });
}
