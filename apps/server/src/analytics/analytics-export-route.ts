import type { FastifyInstance } from 'fastify';
import { exportAnalyticsCsv } from '@fanout/core/analytics';
import { AppError, analyticsQuerySchema } from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';
import { requireAuth } from '../http/session-plugin';
import { keyScope } from '../http/api-key-scope-guard';

export const ANALYTICS_EXPORT_PATH = '/api/analytics/export.csv';

/**
 * `GET /api/analytics/export.csv?from=&to=&groupId=&platform=` (ADR 0090): the period's
 * per-target figures as a CSV attachment. A plain route, as tRPC answers only JSON; the same query
 * schema and period rules as `GET /api/analytics`, and the Analytics menu's guard (MENU_GUARDS
 * lists this path). Errors are JSON `{ message }`, like every REST route.
 */
export function registerAnalyticsExportRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get(ANALYTICS_EXPORT_PATH, { config: keyScope('analytics:read') }, async (request, reply) => {
    const { user } = requireAuth(request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    // An ignored filter would export the wrong targets without a word.
    const unknown = Object.keys(query).find((key) => !(key in analyticsQuerySchema.shape));
    if (unknown !== undefined) {
      throw new AppError(
        'BAD_REQUEST',
        `Unknown query parameter "${unknown}": the export takes from, to, groupId and platform`,
      );
    }
    const input = analyticsQuerySchema.parse(query);
    const { fileName, text } = await exportAnalyticsCsv(deps.core, {
      actor: { userId: user.id },
      input,
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(text);
  });
}
