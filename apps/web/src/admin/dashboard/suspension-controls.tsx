import type { UserDetail } from '@fanout/shared';
import { Button, Group, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../accounts/failure-message';
import { useTRPC } from '../../app/trpc';
import { useCurrentUser } from '../../auth/use-current-user';
import { ConfirmDialog } from '../../feedback/confirm-dialog';
import { showToast } from '../../feedback/show-toast';
import { useRefreshDashboard } from './use-refresh-dashboard';

/**
 * Suspend (sessions end, sign-in refused, scheduled posts held) or reactivate, each behind a
 * confirmation. Not offered for oneself: the server refuses it too.
 */
export function SuspensionControls({ user }: { user: UserDetail }) {
  const trpc = useTRPC();
  const refresh = useRefreshDashboard();
  const current = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  const suspended = user.status === 'suspended';
  const options = {
    onSuccess: () => {
      setConfirming(false);
      showToast({
        title: suspended ? 'User reactivated' : 'User suspended',
        message: user.email,
        color: 'green',
      });
    },
    onError: (error: unknown) =>
      showToast({
        title: suspended ? 'Could not reactivate' : 'Could not suspend',
        message: serverMessage(error) ?? 'Please try again',
        color: 'red',
      }),
    onSettled: refresh,
  };
  const suspend = useMutation(trpc.admin.suspendUser.mutationOptions(options));
  const reactivate = useMutation(trpc.admin.reactivateUser.mutationOptions(options));
  const isSelf = current.user?.id === user.id;
  const change = suspended ? reactivate : suspend;
  return (
    <section aria-labelledby="suspension-title">
      <Title order={3} size="h5" id="suspension-title" mb="xs">
        Account access
      </Title>
      {isSelf ? (
        <Text c="dimmed">You cannot suspend your own account.</Text>
      ) : (
        <Group>
          <Button
            color={suspended ? 'green' : 'red'}
            variant="light"
            onClick={() => setConfirming(true)}
          >
            {suspended ? 'Reactivate' : 'Suspend'}
          </Button>
        </Group>
      )}
      {confirming && (
        <ConfirmDialog
          title={suspended ? `Reactivate ${user.email}?` : `Suspend ${user.email}?`}
          confirmLabel={suspended ? 'Reactivate' : 'Suspend'}
          busy={change.isPending}
          onConfirm={() => change.mutate({ userId: user.id })}
          onClose={() => setConfirming(false)}
        >
          {suspended
            ? 'They can sign in again and their held scheduled posts become due again.'
            : 'Their sessions end now, they cannot sign in, and their scheduled posts are held until reactivation.'}
        </ConfirmDialog>
      )}
    </section>
  );
}
