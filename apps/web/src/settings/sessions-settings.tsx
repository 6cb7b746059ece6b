import type { SessionSummary } from '@fanout/shared';
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { PageLoadError } from '../billing/page-load-error';
import { SettingsCard } from './settings-card';
import { SettingsFeedback } from './settings-feedback';
import { useTimeZone } from '../time/use-time-zone';

/** The active sessions: end one, or "Sign out everywhere" (every one but this device's). */
export function SessionsSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.settings.sessions.queryOptions());
  const end = useMutation(
    trpc.settings.endSessions.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: trpc.settings.sessions.queryKey() }),
    }),
  );
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <SettingsCard title="Active sessions" description="Where your account is signed in.">
      {sessions.isError ? (
        <PageLoadError what="your sessions" onRetry={() => void sessions.refetch()} />
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Device</Table.Th>
                  <Table.Th>Last seen</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((session) => (
                  <SessionRow
                    key={session.id}
                    session={session}
                    ending={end.isPending}
                    onEnd={() => end.mutate({ sessionId: session.id })}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Button
            color="red"
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            disabled={others === 0}
            loading={end.isPending}
            onClick={() => end.mutate({ others: true })}
          >
            Sign out everywhere
          </Button>
          <SettingsFeedback
            error={end.error}
            success={end.data ? endedMessage(end.data.ended) : undefined}
          />
        </Stack>
      )}
    </SettingsCard>
  );
}

/** One signed-in device: what it is, when it was last seen (in the user's zone), its address. */
function SessionRow({
  session,
  ending,
  onEnd,
}: {
  /** As JSON carries it: its times are ISO texts. */
  session: Omit<SessionSummary, 'createdAt' | 'lastUsedAt'> & { lastUsedAt: string };
  ending: boolean;
  onEnd: () => void;
}) {
  const timeZone = useTimeZone();
  const lastSeen = new Date(session.lastUsedAt).toLocaleString(undefined, { timeZone });
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{session.device}</Text>
          {session.current ? <Badge variant="light">This device</Badge> : null}
        </Group>
      </Table.Td>
      <Table.Td>{lastSeen}</Table.Td>
      <Table.Td>{session.ipAddress ?? '—'}</Table.Td>
      <Table.Td>
        {session.current ? null : (
          <Button
            size="xs"
            variant="default"
            aria-label={`Sign out ${session.device}, last seen ${lastSeen}`}
            disabled={ending}
            onClick={onEnd}
          >
            Sign out
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function endedMessage(ended: number): string {
  if (ended === 0) return 'No other session was signed in.';
  return ended === 1 ? '1 session signed out.' : `${ended} sessions signed out.`;
}
