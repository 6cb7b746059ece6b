import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './create-metrics';

const DOCKER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docker');

interface Panel {
  title: string;
  targets?: Array<{ expr: string }>;
}

/** Every series name the product can export, as the registry itself lists them. */
async function exportedSeries(): Promise<Set<string>> {
  const metrics = createMetrics();
  const names = new Set<string>();
  for (const metric of await metrics.registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (['histogram', 'summary'].includes(String(metric.type))) {
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
    }
  }
  return names;
}

/**
 * The series a PromQL expression selects: its identifiers once the strings, label matchers, ranges
 * and `by (...)` groupings are removed, other than functions (followed by "(") and keywords.
 */
function seriesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/\b([a-zA-Z_:][\w:]*)\b(?!\s*\()/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !['by', 'without', 'on', 'ignoring', 'and', 'or', 'unless'].includes(name));
}

describe('the Grafana dashboard (docker/grafana/fanout-dashboard.json)', () => {
  const dashboard = JSON.parse(
    readFileSync(path.join(DOCKER_DIR, 'grafana/fanout-dashboard.json'), 'utf8'),
  ) as { title: string; uid: string; panels: Panel[] };
  const expressions = dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })),
  );

  it('is a dashboard with panels that each query something', () => {
    expect(dashboard.uid).toBe('fanout-overview');
    expect(dashboard.panels.length).toBeGreaterThan(10);
    for (const panel of dashboard.panels) expect(panel.targets?.length ?? 0).toBeGreaterThan(0);
  });

  it('names only series the product exports', async () => {
    const exported = await exportedSeries();
    const named = expressions.flatMap(({ panel, expr }) =>
      seriesIn(expr).map((series) => ({ panel, series })),
    );
    // Every expression names at least one series.
    for (const { panel, expr } of expressions) expect(seriesIn(expr), panel).not.toEqual([]);
    expect(named.length).toBeGreaterThanOrEqual(expressions.length);
    const unknown = named.filter(({ series }) => !exported.has(series));
    expect(unknown).toEqual([]);
  });

  it('shows every series the product exports for operators (not only process metrics)', async () => {
    const exported = await exportedSeries();
    const product = [...exported].filter(
      (name) => !/_(bucket|sum|count)$/.test(name) && !/^fanout_(process|nodejs)_/.test(name),
    );
    const queried = expressions.map(({ expr }) => expr).join('\n');
    const missing = product.filter((name) => !queried.includes(name));
    expect(missing).toEqual([]);
  });
});

describe('the Prometheus scrape configuration (docker/prometheus.yml)', () => {
  const text = readFileSync(path.join(DOCKER_DIR, 'prometheus.yml'), 'utf8');

  it('scrapes the server and the workers with the bearer token', () => {
    expect(text).toContain('job_name: fanout-server');
    expect(text).toContain('job_name: fanout-worker');
    expect(text.match(/type: Bearer/g)).toHaveLength(2);
    expect(text).toContain('metrics_path: /metrics');
  });
});
