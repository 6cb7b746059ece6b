import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { serverMessage } from '../accounts/failure-message';
import { useTRPC } from '../app/trpc';
import { AuthCard } from '../auth/auth-card';
import { useCurrentUser } from '../auth/use-current-user';

const FALLBACK = 'This email change link could not be used. Please try again.';

/** Where the link mailed to the new address lands (ADR 0053); works signed in or out. */
export function ConfirmEmailChangePage({ token }: { token: string | undefined }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { status } = useCurrentUser();
  const confirm = useMutation(
    trpc.settings.confirmEmailChange.mutationOptions({
      meta: { ignoreUnauthorized: true },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
    }),
  );
  // Once per page, even when React runs effects twice in development.
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (token === undefined || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  const failed = token === undefined || confirm.isError;
  return (
    <AuthCard title="Confirm your new email address">
      {failed ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {token === undefined
            ? 'This email change link is incomplete.'
            : (serverMessage(confirm.error) ?? FALLBACK)}
        </Alert>
      ) : confirm.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {confirm.data.message}
          </Alert>
          {status === 'signed-in' ? (
            <Button component={Link} to="/settings/account" fullWidth>
              Go to Account Settings
            </Button>
          ) : (
            <Button component={Link} to="/sign-in" fullWidth>
              Sign in
            </Button>
          )}
        </Stack>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader />
          <Text size="sm">Changing your email address…</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
