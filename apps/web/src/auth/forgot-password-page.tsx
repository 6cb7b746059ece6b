import { passwordResetRequestInput, type PasswordResetRequestInput } from '@fanout/shared';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorMessage, messageOf, postAuthRequest } from './auth-request';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

const SENT_FALLBACK = 'If an account exists for that email, a reset link is on its way.';

export function ForgotPasswordPage() {
  const form = useForm<PasswordResetRequestInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(passwordResetRequestInput, { sync: true }),
  });
  const request = useMutation({
    mutationFn: (values: PasswordResetRequestInput) =>
      postAuthRequest('/api/auth/password-reset/request', values),
  });

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your email and we will send you a link to choose a new password."
    >
      {request.isSuccess ? (
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {messageOf(request.data) ?? SENT_FALLBACK}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => request.mutate(values))} noValidate>
          <Stack gap="md">
            <FormError message={request.isError ? errorMessage(request.error) : undefined} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              withAsterisk={false}
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth loading={request.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/sign-in">
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
