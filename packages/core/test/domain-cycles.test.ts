import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Core's domains (the folders of packages/core/src) may import one another, but never in a circle
 * (ADR 0070): a cycle makes module order matter and two domains one. `deps` is the composition root
 * (CoreDeps names every domain's parts, and every domain takes CoreDeps), so it is left out of the
 * graph; every other import between folders, type-only or not, is an edge.
 */
const COMPOSITION_ROOT = 'deps';
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*'([^']+)'/g;

type Graph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The domain an import names: `../billing/x` from a domain folder, or `@fanout/core/billing`. */
function targetDomain(specifier: string, fromDomain: string, depth: number): string | undefined {
  const packaged = /^@fanout\/core\/([^/]+)/.exec(specifier);
  if (packaged) return packaged[1];
  if (!specifier.startsWith('.')) return undefined;
  const parts = specifier.split('/');
  const ups = parts.filter((part) => part === '..').length;
  if (ups < depth) return fromDomain;
  return parts[ups];
}

function domainGraph(root: string): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(root)) {
    const [domain, ...rest] = relative(root, file).split(sep);
    if (!domain || rest.length === 0 || domain === COMPOSITION_ROOT) continue;
    const edges = graph.get(domain) ?? new Set<string>();
    graph.set(domain, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = targetDomain(match[1] ?? '', domain, rest.length);
      if (target && target !== domain && target !== COMPOSITION_ROOT) edges.add(target);
    }
  }
  return graph;
}

/** The first cycle found by a depth-first walk, as a path that ends where it starts; or undefined. */
function findCycle(graph: Graph): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    const onPath = path.indexOf(node);
    if (onPath >= 0) return [...path.slice(onPath), node];
    if (done.has(node)) return undefined;
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

const graphOf = (edges: Record<string, string[]>): Graph =>
  new Map(Object.entries(edges).map(([node, targets]) => [node, new Set(targets)]));

describe('import cycles between core domains', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'core-domains-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const writeTree = (files: Record<string, string>) => {
    const root = mkdtempSync(join(scratch, 'src-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  };

  it('finds a cycle in a synthetic graph, and none in an acyclic one', () => {
    expect(findCycle(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([
      'a',
      'b',
      'c',
      'a',
    ]);
    expect(findCycle(graphOf({ a: ['b', 'c'], b: ['c'], c: [], d: ['a', 'c'] }))).toBeUndefined();
  });

  it('reads a deliberate cycle from source files, type-only and nested imports included', () => {
    const root = writeTree({
      'audit/list-events.ts': "import { parse } from '../billing/parse';\n",
      'billing/parse.ts': 'export const parse = 1;\n',
      'billing/refunds/refund.ts': "import type {\n  Event,\n} from '../../audit/list-events';\n",
      'deps/index.ts': "import type { X } from '../billing/parse';\n",
      'access/index.ts': "import type { CoreDeps } from '../deps';\nimport { y } from './y';\n",
    });
    const graph = domainGraph(root);
    expect([...(graph.get('billing') ?? [])]).toEqual(['audit']);
    expect([...(graph.get('access') ?? [])]).toEqual([]);
    expect(findCycle(graph)).toEqual(['audit', 'billing', 'audit']);
  });

  it('finds no cycle between the domains of packages/core/src', () => {
    const graph = domainGraph(join(import.meta.dirname, '..', 'src'));
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('billing')?.has('audit')).toBe(true);
    expect(findCycle(graph)).toBeUndefined();
  });
});
