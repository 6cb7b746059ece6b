import { Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { PageLoadError } from '../billing/page-load-error';
import { SettingsCard } from '../settings/settings-card';
import { ApiKeyTable } from './api-key-table';
import { CreateApiKeyForm } from './create-api-key-form';

/** The caller's API keys: make one (shown once), see each one's scopes and use, revoke. */
export function ApiKeysSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.apiKey.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.apiKey.list.queryKey() });
  const revoke = useMutation(trpc.apiKey.revoke.mutationOptions({ onSuccess: refresh }));
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
        <ApiKeyTable
          keys={list}
          label="API keys"
          revoke={{
            mutate: (key, done) => revoke.mutate({ id: key.id }, { onSuccess: done }),
            isPending: revoke.isPending,
            error: revoke.error,
          }}
        />
      )}
    </SettingsCard>
  );
}
