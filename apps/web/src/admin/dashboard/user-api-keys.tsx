import { Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { ApiKeyTable } from '../../developer/api-key-table';
import { ListLoadError } from '../../lists/list-load-error';

/**
 * A user's API keys in the administrator's drawer (ADR 0092): seen by prefix, scopes and use, and
 * revoked at once — a leaked key stops working without waiting for its owner.
 */
export function UserApiKeys({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.apiKey.adminList.queryOptions({ userId }));
  const revoke = useMutation(
    trpc.apiKey.adminRevoke.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: trpc.apiKey.adminList.queryKey({ userId }) }),
    }),
  );
  const list = keys.data ?? [];
  return (
    <section aria-labelledby="user-api-keys-title">
      <Title order={3} size="h5" id="user-api-keys-title" mb="xs">
        API keys
      </Title>
      {keys.isError ? (
        <ListLoadError title="Could not load the keys" onRetry={() => void keys.refetch()} />
      ) : keys.isPending ? (
        <Text c="dimmed" size="sm">
          Loading the keys…
        </Text>
      ) : list.length === 0 ? (
        <Text c="dimmed" size="sm">
          No API keys.
        </Text>
      ) : (
        <ApiKeyTable
          keys={list}
          label="The user’s API keys"
          revoke={{
            mutate: (key, done) => revoke.mutate({ id: key.id }, { onSuccess: done }),
            isPending: revoke.isPending,
            error: revoke.error,
          }}
        />
      )}
    </section>
  );
}
