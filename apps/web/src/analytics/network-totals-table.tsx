import { FIGURE_LABELS, FIGURES, type AnalyticsOverview } from '@fanout/shared';
import { Group, Table, Text, Title } from '@mantine/core';
import { PLATFORM_META } from '../accounts/platform-meta';
import { countCell, figureCell, formatCount, type FigureCell } from './figure-cells';

/**
 * The period per network: one row each, every figure of the vocabulary. A figure the network
 * does not report reads "not reported by {network}", never 0.
 */
export function NetworkTotalsTable({ byNetwork }: { byNetwork: AnalyticsOverview['byNetwork'] }) {
  return (
    <section aria-labelledby="network-totals-heading">
      <Title order={2} size="h4" id="network-totals-heading" mb="xs">
        By network
      </Title>
      <Table.ScrollContainer minWidth={860}>
        <Table aria-labelledby="network-totals-heading" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Network</Table.Th>
              <Table.Th>Posts</Table.Th>
              {FIGURES.map((figure) => (
                <Table.Th key={figure}>{FIGURE_LABELS[figure]}</Table.Th>
              ))}
              <Table.Th>Engagement</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {byNetwork.map((network) => {
              const meta = PLATFORM_META[network.platform];
              const Icon = meta.icon;
              return (
                <Table.Tr key={network.platform}>
                  <Table.Th scope="row" fw={400}>
                    <Group gap={6} wrap="nowrap">
                      <Icon size={16} aria-hidden />
                      {meta.name}
                    </Group>
                  </Table.Th>
                  <Table.Td>{formatCount(network.posts)}</Table.Td>
                  {FIGURES.map((figure) => (
                    <FigureTd key={figure} cell={figureCell(network.figures, figure, network)} />
                  ))}
                  <FigureTd cell={countCell(network.engagement, [])} />
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

export function FigureTd({ cell }: { cell: FigureCell }) {
  return (
    <Table.Td>
      {cell.isNumber ? (
        cell.text
      ) : (
        <Text span size="xs" c="dimmed">
          {cell.text}
        </Text>
      )}
    </Table.Td>
  );
}
