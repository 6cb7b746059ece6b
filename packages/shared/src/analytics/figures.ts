/**
 * Analytics' one vocabulary (ADR 0090): every network's own figures are mapped onto
 * these names (network-figures.ts), so totals and charts can add networks together. A figure a
 * network does not report is absent ("not reported by {network}"), never 0.
 */
export const FIGURES = ['views', 'reactions', 'comments', 'reposts', 'saves', 'clicks'] as const;
export type Figure = (typeof FIGURES)[number];

export const FIGURE_LABELS: Record<Figure, string> = {
  views: 'Views',
  reactions: 'Reactions',
  comments: 'Comments',
  reposts: 'Reposts and shares',
  saves: 'Saves',
  clicks: 'Clicks',
};

/** The figures that count as engagement: everything a person did with the post but look at it. */
export const ENGAGEMENT_FIGURES = [
  'reactions',
  'comments',
  'reposts',
  'saves',
  'clicks',
] as const satisfies readonly Figure[];

/** One target's figures in the vocabulary; a figure left out is not reported by its network. */
export type FigureValues = Partial<Record<Figure, number>>;

/** The sum of the engagement figures a network reports; null when it reports none of them. */
export function engagementOf(values: FigureValues): number | null {
  let sum: number | null = null;
  for (const figure of ENGAGEMENT_FIGURES) {
    const value = values[figure];
    if (value !== undefined) sum = (sum ?? 0) + value;
  }
  return sum;
}
