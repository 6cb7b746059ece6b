import { eq } from 'drizzle-orm';
import { registerAnalyticsJobs, sweepDueReads } from '@fanout/core/analytics';
import type { CoreDeps } from '@fanout/core/deps';
import { analyticsSnapshots, targetAnalytics, type TargetAnalyticsRow } from '@fanout/db/schema';
import type { FiguresInput, FiguresReader, PlatformFiguresReaders } from '@fanout/platforms';
import { NETWORK_FIGURES, PLATFORMS, type Platform } from '@fanout/shared';
import { startPublishingServer, type PublishingServer } from './publishing-harness';

/** One read a network answered (or refused), as the network saw it. */
export interface FiguresCall {
  platform: Platform;
  platformPostId: string;
  /** The server's clock when the read was made (stopped in tests of the schedule). */
  at: Date;
}

/**
 * Each network's figures, as the networks would answer them: until the sandbox answers figures
 * itself (the readers' branch), a reader per network whose answers the test knows. Its n-th read
 * of a post answers each of the network's figures (NETWORK_FIGURES' order, index i) as
 * (i + 1) × 10 × n, so figures grow with every read; `refuse` makes the next reads of a network
 * throw, `answer` replaces the answers, `scopes` names the scopes a reader needs.
 */
export interface ScriptedFigures {
  readers: PlatformFiguresReaders;
  calls: FiguresCall[];
  refuse(platform: Platform, error: Error | null): void;
  answer(
    platform: Platform,
    values: ((input: FiguresInput) => Record<string, number>) | null,
  ): void;
  scopes(platform: Platform, scopes: readonly string[]): void;
}

/** The figures the n-th read (1-based) of a post answers by default: see ScriptedFigures. */
export function nthAnswer(platform: Platform, n: number): Record<string, number> {
  return Object.fromEntries(
    NETWORK_FIGURES[platform].map((entry, index) => [entry.name, (index + 1) * 10 * n]),
  );
}

export function scriptedFigures(core: Pick<CoreDeps, 'now'>): ScriptedFigures {
  const calls: FiguresCall[] = [];
  const refusals = new Map<Platform, Error>();
  const answers = new Map<Platform, (input: FiguresInput) => Record<string, number>>();
  const scopes = new Map<Platform, readonly string[]>();
  const reader = (platform: Platform): FiguresReader => ({
    platform,
    get scopes() {
      return scopes.get(platform) ?? [];
    },
    read: async (input) => {
      calls.push({
        platform,
        platformPostId: input.platformPostId,
        at: core.now ? core.now() : new Date(),
      });
      const refusal = refusals.get(platform);
      if (refusal) throw refusal;
      const answer = answers.get(platform);
      if (answer) return answer(input);
      const n = calls.filter((call) => call.platformPostId === input.platformPostId).length;
      return nthAnswer(platform, n);
    },
  });
  return {
    readers: Object.fromEntries(
      PLATFORMS.map((platform) => [platform, reader(platform)]),
    ) as PlatformFiguresReaders,
    calls,
    refuse: (platform, error) => {
      if (error) refusals.set(platform, error);
      else refusals.delete(platform);
    },
    answer: (platform, values) => {
      if (values) answers.set(platform, values);
      else answers.delete(platform);
    },
    scopes: (platform, list) => scopes.set(platform, list),
  };
}

export interface AnalyticsServer extends PublishingServer {
  figures: ScriptedFigures;
  /** One sweep of the refresh schedule, then every read it queued done. */
  sweepAndSettle(): Promise<number>;
  /** Waits until the analytics queue has nothing waiting or running. */
  settle(): Promise<void>;
}

/**
 * A publishing test server that reads figures too: the analytics job on its queue (in-process
 * unless `env` sets REDIS_URL), readers the test scripts, and no periodic sweep: a test sweeps
 * when its clock says so (`sweepAndSettle`).
 */
export async function startAnalyticsServer(
  env: Record<string, string> = {},
): Promise<AnalyticsServer> {
  const server = await startPublishingServer(env);
  const figures = scriptedFigures(server.core);
  server.core.figuresReaders = figures.readers;
  registerAnalyticsJobs(server.core);
  server.core.analyticsJobs.start();
  const settle = async () => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const stats = await server.core.analyticsJobs.stats();
      if (stats.ready + stats.delayed + stats.running === 0) return;
      if (Date.now() > deadline)
        throw new Error(`analytics queue did not settle: ${JSON.stringify(stats)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    ...server,
    figures,
    settle,
    sweepAndSettle: async () => {
      const { queued } = await sweepDueReads(server.core);
      await settle();
      return queued;
    },
  };
}

/** A target's analytics row as stored. */
export async function analyticsRow(
  server: Pick<PublishingServer, 'database'>,
  targetId: string,
): Promise<TargetAnalyticsRow> {
  const [row] = await server.database.db
    .select()
    .from(targetAnalytics)
    .where(eq(targetAnalytics.targetId, targetId));
  if (!row) throw new Error(`no analytics row for target ${targetId}`);
  return row;
}

/** How many snapshots a target has. */
export async function snapshotCount(
  server: Pick<PublishingServer, 'database'>,
  targetId: string,
): Promise<number> {
  const rows = await server.database.db
    .select({ id: analyticsSnapshots.id })
    .from(analyticsSnapshots)
    .where(eq(analyticsSnapshots.targetId, targetId));
  return rows.length;
}
