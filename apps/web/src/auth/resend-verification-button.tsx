import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, messageOf, postAuthRequest } from './auth-request';

/** Mails the signed-in user a new verification link and says what happened. */
export function ResendVerificationButton({ label = 'Send a new link' }: { label?: string }) {
  const resend = useMutation({
    mutationFn: () => postAuthRequest('/api/auth/verify-email/resend', {}),
  });
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
        {label}
      </Button>
      {resend.isSuccess && (
        <Text size="sm" role="status">
          {messageOf(resend.data) ?? 'We sent a new link.'}
        </Text>
      )}
      {resend.isError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(resend.error)}
        </Text>
      )}
    </Stack>
  );
}
