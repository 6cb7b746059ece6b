import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { errorMessage, messageOf, postAuthRequest } from './auth-request';
import { AuthCard } from './auth-card';
import { ResendVerificationButton } from './resend-verification-button';
import { useCurrentUser } from './use-current-user';

function signedInUserOf(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && 'user' in payload && !!payload.user;
}

/** Where the owner lands from the emailed link (ADR 0028): verifies, signs in, goes to the dashboard. */
export function VerifyEmailPage({ token }: { token: string | undefined }) {
  const { status } = useCurrentUser();
  const verify = useMutation({
    mutationFn: (value: string) => postAuthRequest('/api/auth/verify-email', { token: value }),
    // A full load, so the dashboard reads the new session, credits and rights from the server.
    onSuccess: (data) => {
      if (signedInUserOf(data)) window.location.assign('/');
    },
  });
  // Once per page, even when React runs effects twice in development.
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (token === undefined || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const failed = token === undefined || verify.isError;
  return (
    <AuthCard title="Verify your email address">
      {failed ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {token === undefined
              ? 'This verification link is incomplete.'
              : errorMessage(verify.error)}
          </Alert>
          {status === 'signed-in' ? (
            <ResendVerificationButton />
          ) : (
            <Text size="sm">
              <Anchor component={Link} to="/sign-in">
                Sign in to send a new link
              </Anchor>
            </Text>
          )}
        </Stack>
      ) : verify.isSuccess && !signedInUserOf(verify.data) ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {messageOf(verify.data) ?? 'Your email address is verified.'}
          </Alert>
          <Button component={Link} to="/sign-in" fullWidth>
            Sign in
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader />
          <Text size="sm">Verifying your email address…</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
