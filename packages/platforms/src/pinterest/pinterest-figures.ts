import { NETWORK_FIGURES } from '@fanout/shared';
import { z } from 'zod';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresReader } from '../analytics/figures-reader';
import { rowFigures } from '../analytics/network-values';
import { goneWhenNotFound } from '../analytics/post-gone';
import { bearer } from '../http/platform-request';

const DAY_MS = 86_400_000;
/** Pinterest reports at most 90 days back from today (query_start_date). */
const MAX_DAYS_BACK = 90;

/** PinAnalyticsResponse: the metrics per split (`all` unsplit), each with its period's summary. */
const analyticsSchema = z.record(
  z.string(),
  z.object({ summary_metrics: z.record(z.string(), z.unknown()).nullish() }),
);

/**
 * Pinterest v5 `GET /pins/{pin_id}/analytics?start_date&end_date&metric_types=IMPRESSION,SAVE,
 * PIN_CLICK,OUTBOUND_CLICK` (pins:read and boards:read, publishing's scopes): the period's
 * `summary_metrics`, which the official document gives as the metrics "over the requested
 * period", from the Pin's publishing day to today (UTC). Pinterest looks back 90 days at most: a
 * Pin older than that is summed over its last 90 days only (the schedule's last read is at 30).
 * A 404 is a Pin deleted there.
 */
export function createPinterestFiguresReader(context: FiguresContext): FiguresReader {
  return {
    platform: 'pinterest',
    scopes: [],
    async read(input) {
      const today = context.now().getTime();
      const start = Math.max(input.publishedAt.getTime(), today - MAX_DAYS_BACK * DAY_MS);
      const answer = await goneWhenNotFound(
        'pinterest',
        context.http.fetchJson(
          {
            platform: 'pinterest',
            operation: 'the figures request',
            method: 'GET',
            url: `${context.hosts.pinterest.api}/v5/pins/${encodeURIComponent(input.platformPostId)}/analytics`,
            query: {
              start_date: utcDate(Math.min(start, today)),
              end_date: utcDate(today),
              metric_types: NETWORK_FIGURES.pinterest.map((entry) => entry.name).join(','),
            },
            auth: bearer(input.account.accessToken),
            rateLimits: input.rateLimits,
          },
          analyticsSchema,
        ),
      );
      const split = answer.all ?? Object.values(answer)[0];
      return rowFigures('pinterest', split?.summary_metrics ?? {});
    },
  };
}

function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
