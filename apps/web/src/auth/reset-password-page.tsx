import { PASSWORD_MIN_LENGTH, passwordResetConfirmInput } from '@fanout/shared';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import { errorMessage, messageOf, postAuthRequest } from './auth-request';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

/** The form holds only the password; the token comes from the link in the email. */
const newPasswordForm = passwordResetConfirmInput.pick({ password: true });
type NewPasswordValues = z.infer<typeof newPasswordForm>;

const DONE_FALLBACK = 'Your password has been changed. You can now sign in.';

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const form = useForm<NewPasswordValues>({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: schemaResolver(newPasswordForm, { sync: true }),
  });
  const confirm = useMutation({
    mutationFn: ({ password }: NewPasswordValues) =>
      postAuthRequest('/api/auth/password-reset/confirm', { token, password }),
  });

  return (
    <AuthCard title="Choose a new password">
      {token === undefined ? (
        <Alert color="red" variant="light" role="alert">
          This reset link is incomplete. Request a new one below.
        </Alert>
      ) : confirm.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {messageOf(confirm.data) ?? DONE_FALLBACK}
          </Alert>
          <Button component={Link} to="/sign-in" fullWidth>
            Sign in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => confirm.mutate(values))} noValidate>
          <Stack gap="md">
            <FormError message={confirm.isError ? errorMessage(confirm.error) : undefined} />
            <PasswordInput
              label="New password"
              description={`At least ${PASSWORD_MIN_LENGTH} characters`}
              autoComplete="new-password"
              required
              withAsterisk={false}
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth loading={confirm.isPending}>
              Set new password
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/forgot-password">
          Request a new reset link
        </Anchor>
      </Text>
    </AuthCard>
  );
}
