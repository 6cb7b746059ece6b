import { NETWORK_FIGURES, type NetworkFigureValues } from '@fanout/shared';
import type { FastifyReply } from 'fastify';
import { sendParamError } from './meta-publish-answers';

/** The Meta networks whose posts have `/{id}/insights`. */
export type InsightsPlatform = 'threads' | 'instagram' | 'facebook';

/**
 * The `metric` parameter of an insights read: a comma-separated list, every name one `metrics`
 * offers; otherwise Meta's `(#100)` refusal is sent (as it is for a retired metric such as
 * Facebook's `post_impressions`).
 */
export function insightMetrics(
  reply: FastifyReply,
  param: string | undefined,
  metrics: readonly string[],
): string[] | FastifyReply {
  const asked = (param ?? '').split(',').filter((name) => name !== '');
  if (asked.length === 0) return sendParamError(reply, 'The parameter metric is required');
  const unknown = asked.find((name) => !metrics.includes(name));
  if (unknown !== undefined) {
    return sendParamError(
      reply,
      `metric[${asked.indexOf(unknown)}] must be a valid insights metric`,
    );
  }
  return asked;
}

/**
 * Meta's insights answer: one lifetime entry per metric asked that has a value (one an override
 * left out has none), `values: [{value}]`, titled by the network's own label.
 */
export function insightsAnswer(
  platform: InsightsPlatform,
  objectId: string,
  metrics: readonly string[],
  values: NetworkFigureValues,
): { data: Record<string, unknown>[] } {
  const labels = new Map(NETWORK_FIGURES[platform].map((entry) => [entry.name, entry.label]));
  return {
    data: metrics.flatMap((name) => {
      const value = values[name];
      if (value === undefined) return [];
      return [
        {
          name,
          period: 'lifetime',
          values: [{ value }],
          title: labels.get(name) ?? name,
          description: `Lifetime: ${labels.get(name) ?? name} of the post.`,
          id: `${objectId}/insights/${name}/lifetime`,
        },
      ];
    }),
  };
}
