import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { PageLoadError } from '../billing/page-load-error';
import { SettingsCard } from './settings-card';
import { SettingsFeedback } from './settings-feedback';

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
                  <Table.Tr key={session.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm">{session.device}</Text>
                        {session.current ? <Badge variant="light">This device</Badge> : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{new Date(session.lastUsedAt).toLocaleString()}</Table.Td>
                    <Table.Td>{session.ipAddress ?? '—'}</Table.Td>
                    <Table.Td>
                      {session.current ? null : (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Sign out ${session.device}, last seen ${new Date(session.lastUsedAt).toLocaleString()}`}
                          disabled={end.isPending}
                          onClick={() => end.mutate({ sessionId: session.id })}
                        >
                          Sign out
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
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

function endedMessage(ended: number): string {
  if (ended === 0) return 'No other session was signed in.';
  return ended === 1 ? '1 session signed out.' : `${ended} sessions signed out.`;
}
