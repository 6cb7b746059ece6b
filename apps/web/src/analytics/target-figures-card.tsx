import { FIGURE_LABELS, FIGURES, type Figure, type TargetAnalytics } from '@fanout/shared';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PLATFORM_META } from '../accounts/platform-meta';
import { figureHistory, isChartable, sparklineSummary } from './chart-data';
import { countCell, figureCell, networkFigureCell, type FigureCell } from './figure-cells';
import { FollowUpFiguresTable } from './follow-up-figures-table';
import { FigureSparkline } from './lazy-charts';
import { targetAnalyticsStatus } from './target-analytics-status';

const TONE_COLORS = { dimmed: 'dimmed', orange: 'orange.8', red: 'red.8' } as const;

/**
 * One published target's figures: where they stand (fresh, waiting, reconnect …), each figure of
 * the vocabulary with a small chart of its reads, the network's own figures under its labels, and
 * its replies' or first comment's figures (FollowUpFiguresTable).
 */
export function TargetFiguresCard({
  target,
  groupId,
  now,
  timeZone,
}: {
  target: TargetAnalytics;
  /** The account's group, for Reconnect's link to it on Connected Accounts; null when unknown. */
  groupId: string | null;
  now: Date;
  timeZone: string;
}) {
  const meta = PLATFORM_META[target.platform];
  const Icon = meta.icon;
  const status = targetAnalyticsStatus(target, now);
  const heading = `${meta.name}${target.accountName === null ? '' : ` (${target.accountName})`}`;
  const headingId = `target-figures-${target.targetId}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Icon size={18} aria-hidden />
              <Text fw={600} id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {heading}
              </Text>
            </Group>
            <Text size="sm" c={TONE_COLORS[status.tone]}>
              {status.text}
            </Text>
          </div>
          {status.reconnect && (
            <Button
              size="xs"
              color="orange"
              renderRoot={(props) => (
                <Link {...props} to="/accounts" search={groupId === null ? {} : { groupId }} />
              )}
            >
              Reconnect {meta.name}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
          {FIGURES.map((figure) => (
            <FigureTile key={figure} target={target} figure={figure} timeZone={timeZone} />
          ))}
          <Tile label="Engagement" cell={countCell(target.engagement, [])} />
        </SimpleGrid>
        {target.fetchedAt !== null && target.networkFigures.length > 0 && (
          <NetworkOwnFigures networkName={meta.name} figures={target.networkFigures} />
        )}
        <FollowUpFiguresTable target={target} now={now} />
      </Stack>
    </Paper>
  );
}

/** The network's own figures of the target, under its labels ("Likes", "Quotes"). */
function NetworkOwnFigures({
  networkName,
  figures,
}: {
  networkName: string;
  figures: TargetAnalytics['networkFigures'];
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        As {networkName} counts them
      </Text>
      <Group
        gap="md"
        component="ul"
        style={{ listStyle: 'none', margin: 0, padding: 0, rowGap: 2 }}
      >
        {figures.map((own) => {
          const cell = networkFigureCell(own.value);
          return (
            <Text component="li" size="sm" key={own.name}>
              {own.label}:{' '}
              <Text
                span
                size="sm"
                fw={cell.isNumber ? 600 : 400}
                c={cell.isNumber ? undefined : 'dimmed'}
              >
                {cell.text}
              </Text>
            </Text>
          );
        })}
      </Group>
    </div>
  );
}

function FigureTile({
  target,
  figure,
  timeZone,
}: {
  target: TargetAnalytics;
  figure: Figure;
  timeZone: string;
}) {
  const cell = figureCell(target.figures, figure, target);
  const points = figureHistory(target.history, figure);
  const label = FIGURE_LABELS[figure];
  return (
    <Tile label={label} cell={cell}>
      {cell.isNumber && isChartable(points) && (
        <FigureSparkline
          points={points}
          summary={sparklineSummary(label, points)}
          timeZone={timeZone}
        />
      )}
    </Tile>
  );
}

function Tile({
  label,
  cell,
  children,
}: {
  label: string;
  cell: FigureCell;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="xs" radius="sm" data-figure={label}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text
        size={cell.isNumber ? 'lg' : 'xs'}
        fw={cell.isNumber ? 700 : 400}
        c={cell.isNumber ? undefined : 'dimmed'}
      >
        {cell.text}
      </Text>
      {children}
    </Paper>
  );
}
