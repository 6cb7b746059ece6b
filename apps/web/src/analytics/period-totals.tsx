import { FIGURE_LABELS, FIGURES, type AnalyticsOverview } from '@fanout/shared';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { countCell, formatCount, totalFigureCell, type FigureCell } from './figure-cells';

/**
 * The period's totals across the networks shown: posts, then each figure of the vocabulary and
 * engagement. A figure adds only what the networks that report it answered, and says which do not.
 */
export function PeriodTotals({ overview }: { overview: AnalyticsOverview }) {
  const { totals, byNetwork } = overview;
  return (
    <section aria-labelledby="period-totals-heading">
      <Title order={2} size="h4" id="period-totals-heading" mb="xs">
        Totals
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <TotalTile
          label="Posts"
          cell={{ text: formatCount(totals.posts), isNumber: true }}
          note={`${formatCount(totals.targets)} ${totals.targets === 1 ? 'publication' : 'publications'}`}
        />
        {FIGURES.map((figure) => {
          const cell = totalFigureCell(totals.figures[figure], byNetwork, figure);
          return (
            <TotalTile key={figure} label={FIGURE_LABELS[figure]} cell={cell} note={cell.note} />
          );
        })}
        <TotalTile label="Engagement" cell={countCell(totals.engagement, [])} note={null} />
      </SimpleGrid>
    </section>
  );
}

function TotalTile({
  label,
  cell,
  note,
}: {
  label: string;
  cell: FigureCell;
  note: string | null;
}) {
  return (
    <Paper withBorder p="sm" data-figure={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text
        size={cell.isNumber ? 'xl' : 'sm'}
        fw={cell.isNumber ? 700 : 400}
        c={cell.isNumber ? undefined : 'dimmed'}
      >
        {cell.text}
      </Text>
      {note !== null && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}
