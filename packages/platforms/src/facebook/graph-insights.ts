import type { NetworkFigureValues } from '@fanout/shared';
import { z } from 'zod';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresInput } from '../analytics/figures-reader';
import { rowFigures } from '../analytics/network-values';
import { bearer } from '../http/platform-request';

/**
 * Meta's insights answer: a lifetime entry per metric, its value in `values[0].value` (media
 * insights) or `total_value.value` (how newer metrics answer); a metric Meta has no value for is
 * absent.
 */
const insightsSchema = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.unknown() })).nullish(),
      total_value: z.object({ value: z.unknown() }).nullish(),
    }),
  ),
});

/**
 * `GET {base}/{id}/insights?metric=…` (Threads, Instagram and Facebook Page posts alike), with the
 * account's token: the metrics Meta answered, by name, kept to the network's row. A post deleted
 * there is Meta's unknown object (code 100, HTTP 400): invalid_content from the classifier.
 */
export async function readGraphInsights(
  context: FiguresContext,
  input: FiguresInput,
  graph: {
    platform: 'threads' | 'instagram' | 'facebook';
    base: string;
    metrics: readonly string[];
  },
): Promise<NetworkFigureValues> {
  const answer = await context.http.fetchJson(
    {
      platform: graph.platform,
      operation: 'the figures request',
      method: 'GET',
      url: `${graph.base}/${encodeURIComponent(input.platformPostId)}/insights`,
      query: { metric: graph.metrics.join(',') },
      auth: bearer(input.account.accessToken),
      rateLimits: input.rateLimits,
    },
    insightsSchema,
  );
  const answered: Record<string, unknown> = {};
  for (const entry of answer.data) {
    answered[entry.name] = entry.values?.[0]?.value ?? entry.total_value?.value;
  }
  return rowFigures(graph.platform, answered);
}
