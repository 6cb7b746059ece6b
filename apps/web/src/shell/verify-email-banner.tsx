import { Alert, Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { ResendVerificationButton } from '../auth/resend-verification-button';

/** Shown in the shell until the address is verified (ADR 0028): credits and rights wait on it. */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMail size={18} />}
      mb="md"
      role="region"
      aria-label="Email verification"
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm">
          Verify your email address to receive your welcome credits. We sent a link to {email}.
        </Text>
        <ResendVerificationButton />
      </Group>
    </Alert>
  );
}
