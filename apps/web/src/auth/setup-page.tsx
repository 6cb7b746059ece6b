import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { FullPageLoader } from '../app/full-page-loader';
import { errorMessage, messageOf, postAuthRequest } from './auth-request';
import { AuthCard } from './auth-card';
import { loginUrl } from './login-redirect';
import { useCurrentUser } from './use-current-user';

/**
 * /setup?token=… from the server log (ADR 0028): the signed-in, verified operator claims the
 * administrator role of a fresh server, once.
 */
export function SetupPage({ token }: { token: string | undefined }) {
  const current = useCurrentUser();
  const claim = useMutation({
    mutationFn: () => postAuthRequest('/api/auth/claim-admin', { token }),
  });

  if (current.status === 'loading') return <FullPageLoader />;
  let body;
  if (token === undefined) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        This setup link is incomplete. Copy the whole link from the server log.
      </Alert>
    );
  } else if (current.status === 'signed-out') {
    body = (
      <Stack gap="md">
        <Text size="sm">
          Sign in with the account that will administer this server (sign up and verify its email
          address first), then come back to this link.
        </Text>
        <Button
          component="a"
          href={loginUrl(`/setup?token=${encodeURIComponent(token)}`)}
          fullWidth
        >
          Sign in
        </Button>
      </Stack>
    );
  } else if (claim.isSuccess) {
    body = (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconShieldCheck size={18} />} role="status">
          {messageOf(claim.data) ?? 'You are now the administrator.'}
        </Alert>
        <Button onClick={() => window.location.assign('/')} fullWidth>
          Go to the dashboard
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        {claim.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(claim.error)}
          </Alert>
        )}
        <Text size="sm">
          Signed in as {current.user.email}. This makes your account the administrator of this
          Fanout server.
        </Text>
        <Button onClick={() => claim.mutate()} loading={claim.isPending} fullWidth>
          Become the administrator
        </Button>
      </Stack>
    );
  }
  return <AuthCard title="Set up this Fanout server">{body}</AuthCard>;
}
