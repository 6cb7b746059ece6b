import type { NetworkFigureValues } from '@fanout/shared';
import type { FastifyInstance } from 'fastify';
import {
  figuresPost,
  sendFiguresRefusal,
  type FiguresRefusalAnswers,
} from '../analytics/figures-refusal';
import { field } from '../http/request-fields';
import { publishingStep } from '../publishing/sandbox-publishing';
import { API, sendError, type PinterestPublishKit } from './pinterest-publish-kit';
import { pinterestUsername } from './pinterest-routes';

const DAY_MS = 86_400_000;
/** How far back `start_date` may go, and how long a period may be (the OpenAPI document). */
const MAX_DAYS = 90;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** query_pin_analytics_metric_types: the standard and video Pin metric types. */
const METRIC_TYPES = new Set([
  'IMPRESSION',
  'OUTBOUND_CLICK',
  'PIN_CLICK',
  'SAVE',
  'SAVE_RATE',
  'TOTAL_COMMENTS',
  'TOTAL_REACTIONS',
  'USER_FOLLOW',
  'PROFILE_VISIT',
  'VIDEO_MRC_VIEW',
  'VIDEO_10S_VIEW',
  'QUARTILE_95_PERCENT_VIEW',
  'VIDEO_V50_WATCH_TIME',
  'VIDEO_START',
  'VIDEO_AVG_WATCH_TIME',
]);

/**
 * `GET /v5/pins/{pin_id}/analytics?start_date&end_date&metric_types=…` (pins/analytics in the
 * official OpenAPI document) with boards:read and pins:read, for the user's own Pins, unsplit: a
 * PinAnalyticsResponse under `all`, whose `summary_metrics` are the period's totals and
 * `daily_metrics` each UTC day's growth (days up to today). Metric types the sandbox does not
 * simulate (outside the network's row) are left out. 404 for a Pin Pinterest does not hold.
 */
export function registerPinterestFiguresRoute(
  app: FastifyInstance,
  kit: PinterestPublishKit,
): void {
  const { ctx, publishing, requireToken, faults } = kit;
  const { figures } = ctx.controller;
  const refusals: FiguresRefusalAnswers = {
    expired: (reply) => reply.code(401).send({ code: 2, message: 'Authentication failed.' }),
    scope: (reply) =>
      reply
        .code(403)
        .send({ code: 3, message: 'Authorization failed: the token lacks pins:read.' }),
    rateLimit: (reply, seconds) => faults.rateLimit(reply, seconds),
  };
  app.get<{ Params: { pinId: string } }>(`${API}/pins/:pinId/analytics`, async (request, reply) => {
    const live = requireToken(request, reply);
    if (!live.ok) return live.reply;
    const { account } = live.token.grant;
    const refused = sendFiguresRefusal(ctx, 'pinterest', account, reply, refusals);
    if (refused) return refused;
    const auth = requireToken(request, reply, ['boards:read', 'pins:read']);
    if (!auth.ok) return auth.reply;
    const invalid = (message: string) => sendError(reply, 400, 1, `Invalid parameters: ${message}`);
    const start = field(request.query, 'start_date') ?? '';
    const end = field(request.query, 'end_date') ?? '';
    if (!DATE.test(start) || !DATE.test(end))
      return invalid('start_date and end_date are YYYY-MM-DD.');
    const from = Date.parse(`${start}T00:00:00Z`);
    const to = Date.parse(`${end}T00:00:00Z`);
    const today = Math.floor(figures.clock() / DAY_MS) * DAY_MS;
    if (Number.isNaN(from) || Number.isNaN(to) || to < from)
      return invalid('end_date is before start_date.');
    if (from < today - MAX_DAYS * DAY_MS)
      return invalid('start_date cannot be more than 90 days back from today.');
    if (to - from > MAX_DAYS * DAY_MS)
      return invalid('end_date cannot be more than 90 days past start_date.');
    const types = (field(request.query, 'metric_types') ?? '').split(',').filter(Boolean);
    if (types.length === 0 || !types.every((type) => METRIC_TYPES.has(type))) {
      return invalid('metric_types must list Pin metric types.');
    }
    if ((field(request.query, 'split_field') ?? 'NO_SPLIT') !== 'NO_SPLIT') {
      return invalid('the sandbox answers split_field NO_SPLIT only.');
    }
    await publishingStep(publishing);
    const pin = figuresPost(publishing, 'pinterest', request.params.pinId);
    if (!pin) return sendError(reply, 404, 404, 'Pin not found.');
    if (pin.account !== pinterestUsername(account)) {
      return sendError(reply, 403, 403, 'Not authorized to access board or Pin.');
    }
    // The growth between two instants, of the metric types asked (a day in the future has none).
    const grown = (since: number, until: number) => {
      const now = figures.clock();
      return pick(
        types,
        figures.at(pin, Math.min(until, now)),
        figures.at(pin, Math.min(since, now)),
      );
    };
    const days: { date: string; data_status: string; metrics: Record<string, number> }[] = [];
    for (let day = from; day <= Math.min(to, today); day += DAY_MS) {
      const date = new Date(day).toISOString().slice(0, 10);
      days.push({ date, data_status: 'READY', metrics: grown(day, day + DAY_MS) });
    }
    return {
      all: {
        daily_metrics: days,
        summary_metrics: grown(from, to + DAY_MS),
        lifetime_metrics: {},
      },
    };
  });
}

/** `types`' growth from `before` to `after`, of the types both answer. */
function pick(
  types: readonly string[],
  after: NetworkFigureValues,
  before: NetworkFigureValues,
): Record<string, number> {
  const metrics: Record<string, number> = {};
  for (const type of types) {
    const value = after[type];
    if (value !== undefined) metrics[type] = Math.max(0, value - (before[type] ?? 0));
  }
  return metrics;
}
