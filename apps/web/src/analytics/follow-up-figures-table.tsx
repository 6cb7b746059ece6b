import { FIGURE_LABELS, type TargetAnalytics } from '@fanout/shared';
import { Anchor, Table, Text } from '@mantine/core';
import { followUpRows } from './follow-up-rows';

/**
 * A target's replies or first comment under its figures (ADR 0090 "Follow-ups"): one row each,
 * its figures and when they were read, no charts. The target's own figures above stay the post's:
 * a reply's likes are not the post's.
 */
export function FollowUpFiguresTable({
  target,
  now,
}: {
  target: Pick<TargetAnalytics, 'targetId' | 'platform' | 'followUps'>;
  now: Date;
}) {
  if (target.followUps.length === 0) return null;
  const { figures, rows } = followUpRows(target.followUps, target.platform, now);
  const captionId = `follow-up-figures-${target.targetId}`;
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" id={captionId}>
        {target.followUps[0]?.kind === 'thread' ? 'Replies in the thread' : 'First comment'}
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-labelledby={captionId} verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              {figures.map((figure) => (
                <Table.Th key={figure}>{FIGURE_LABELS[figure]}</Table.Th>
              ))}
              <Table.Th>Read</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-follow-up={row.label}>
                <Table.Th scope="row" fw={400}>
                  {row.url === null ? (
                    row.label
                  ) : (
                    <Anchor href={row.url} target="_blank" rel="noreferrer" size="sm">
                      {row.label}
                    </Anchor>
                  )}
                </Table.Th>
                {row.cells.map(({ figure, cell }) => (
                  <Table.Td
                    key={figure}
                    c={cell.isNumber ? undefined : 'dimmed'}
                    fw={cell.isNumber ? 600 : 400}
                  >
                    {cell.text}
                  </Table.Td>
                ))}
                <Table.Td c={row.problem ? 'orange.8' : 'dimmed'}>{row.status}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
