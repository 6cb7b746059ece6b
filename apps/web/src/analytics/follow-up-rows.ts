import { FIGURES, type Figure, type FollowUpAnalytics, type Platform } from '@fanout/shared';
import { figureCell, type FigureCell } from './figure-cells';
import { updatedText } from './target-analytics-status';

/** One follow-up's row under its target (ADR 0090 "Follow-ups"): its label, cells and status. */
export interface FollowUpRow {
  id: string;
  /** "Reply 2" (the post itself is item 1 of its thread), "First comment". */
  label: string;
  url: string | null;
  cells: { figure: Figure; cell: FigureCell }[];
  /** "updated 2 hours ago", or the server's words for why not (deleted on the network…). */
  status: string;
  problem: boolean;
}

export function followUpLabel(item: Pick<FollowUpAnalytics, 'kind' | 'position'>): string {
  return item.kind === 'thread' ? `Reply ${item.position + 1}` : 'First comment';
}

/**
 * The figures worth a column for a target's follow-ups: those at least one of them can report
 * (a comment has no views anywhere; a column only of "not reported" says nothing).
 */
export function followUpFigures(
  items: readonly Pick<FollowUpAnalytics, 'notReported'>[],
): Figure[] {
  return FIGURES.filter((figure) => items.some((item) => !item.notReported.includes(figure)));
}

/** A target's follow-ups as rows: each figure's cell never 0 for "not reported" (figureCell). */
export function followUpRows(
  items: readonly FollowUpAnalytics[],
  platform: Platform,
  now: Date,
  locale?: string,
): { figures: Figure[]; rows: FollowUpRow[] } {
  const figures = followUpFigures(items);
  const rows = items.map((item) => ({
    id: item.id,
    label: followUpLabel(item),
    url: item.url,
    cells: figures.map((figure) => ({
      figure,
      cell: figureCell(item.figures, figure, { platform, notReported: item.notReported }, locale),
    })),
    status: item.problem ?? updatedText(item.fetchedAt, now, locale) ?? 'Not read yet',
    problem: item.problem !== null,
  }));
  return { figures, rows };
}
