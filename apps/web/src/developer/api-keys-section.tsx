import type { ApiKey } from '@fanout/shared';
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { PageLoadError } from '../billing/page-load-error';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { SettingsCard } from '../settings/settings-card';
import { SettingsFeedback } from '../settings/settings-feedback';
import { useTimeZone } from '../time/use-time-zone';
import { CreateApiKeyForm } from './create-api-key-form';

/** The caller's API keys: make one (shown once), see each one's scopes and use, revoke. */
export function ApiKeysSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.apiKey.list.queryOptions());
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.apiKey.list.queryKey() });
  const revoke = useMutation(
    trpc.apiKey.revoke.mutationOptions({
      onSuccess: async () => {
        setRevoking(null);
        await refresh();
      },
    }),
  );
  const list = keys.data ?? [];
  return (
    <SettingsCard
      title="API keys"
      description="Send a key as Authorization: Bearer <key>. Making and revoking keys needs this signed-in session."
    >
      <CreateApiKeyForm onCreated={() => void refresh()} />
      {keys.isError ? (
        <PageLoadError what="your API keys" onRetry={() => void keys.refetch()} />
      ) : list.length === 0 ? (
        <Text c="dimmed" size="sm">
          No API keys yet.
        </Text>
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label="API keys">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Key</Table.Th>
                  <Table.Th>Scopes</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((key) => (
                  <ApiKeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <SettingsFeedback error={revoke.error} success={undefined} />
        </Stack>
      )}
      {revoking ? (
        <ConfirmDialog
          title={`Revoke the key "${revoking.name}"?`}
          confirmLabel="Revoke"
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate({ id: revoking.id })}
          onClose={() => setRevoking(null)}
        >
          Anything using {revoking.prefix}… stops working at once. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </SettingsCard>
  );
}

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const timeZone = useTimeZone();
  const when = (iso: string | null, none: string) =>
    iso ? new Date(iso).toLocaleString(undefined, { timeZone }) : none;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{apiKey.name}</Text>
          {apiKey.agentsMayPublish ? <Badge variant="light">Agents may publish</Badge> : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {apiKey.prefix}…
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="outline" tt="none">
              {scope}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>{when(apiKey.createdAt, '—')}</Table.Td>
      <Table.Td>{when(apiKey.lastUsedAt, 'Never')}</Table.Td>
      <Table.Td>{when(apiKey.expiresAt, 'Never')}</Table.Td>
      <Table.Td>
        <Button size="xs" variant="default" aria-label={`Revoke ${apiKey.name}`} onClick={onRevoke}>
          Revoke
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
