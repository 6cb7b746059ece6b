import type { ApiKey } from '@fanout/shared';
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { SettingsFeedback } from '../settings/settings-feedback';
import { useTimeZone } from '../time/use-time-zone';

/**
 * A list of API keys (by prefix only, never the whole key) with Revoke after a confirmation: the
 * owner's on the Developer page, any user's in the administrator's user drawer (ADR 0092).
 */
export function ApiKeyTable({
  keys,
  label,
  revoke,
}: {
  keys: readonly ApiKey[];
  /** The table's accessible name. */
  label: string;
  revoke: {
    mutate: (key: ApiKey, done: () => void) => void;
    isPending: boolean;
    error: unknown;
  };
}) {
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label={label}>
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
            {keys.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SettingsFeedback error={revoke.error} success={undefined} />
      {revoking ? (
        <ConfirmDialog
          title={`Revoke the key "${revoking.name}"?`}
          confirmLabel="Revoke"
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate(revoking, () => setRevoking(null))}
          onClose={() => setRevoking(null)}
        >
          Anything using {revoking.prefix}… stops working at once. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </Stack>
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
