import { PASSWORD_MIN_LENGTH, signupInput, type SignupInput } from '@fanout/shared';
import { browserTimeZone } from '../time/browser-time-zone';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLock, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FullPageLoader } from '../app/full-page-loader';
import { errorMessage, messageOf, postAuthRequest } from './auth-request';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { useSignupMode } from './use-signup-mode';

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const CHECK_EMAIL_FALLBACK = 'Check your email: we sent a link to finish creating your account.';

/** Names are optional; blank ones are left out rather than sent as empty strings. */
function toSignupInput(
  { firstName, lastName, email, password }: SignUpValues,
  invitation: string | undefined,
): SignupInput {
  return {
    email,
    password,
    ...(firstName.trim() ? { firstName } : {}),
    ...(lastName.trim() ? { lastName } : {}),
    ...(invitation ? { invitation } : {}),
    ...(browserTimeZone() ? { timeZone: browserTimeZone() } : {}),
  };
}

function SignInLink({ label = 'Already have an account? Sign in' }: { label?: string }) {
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/sign-in">
        {label}
      </Anchor>
    </Text>
  );
}

/** Sign-up is closed on this server, or by invitation and this visitor has none. */
function SignUpUnavailable({ mode }: { mode: 'closed' | 'invite' }) {
  return (
    <AuthCard title="Create your Fanout account">
      <Stack gap="md">
        <Alert color="gray" variant="light" icon={<IconLock size={18} />} role="status">
          {mode === 'closed'
            ? 'Sign-up is closed on this server.'
            : 'Sign-up on this server is by invitation only. Open the link from your invitation email.'}
        </Alert>
        <SignInLink />
      </Stack>
    </AuthCard>
  );
}

function CheckYourEmail({ message }: { message: string | undefined }) {
  return (
    <AuthCard title="Check your email">
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {message ?? CHECK_EMAIL_FALLBACK}
        </Alert>
        <Text size="sm" c="dimmed">
          Open the link in that email to verify your address; your welcome credits arrive then. No
          email? Check your spam folder, or sign in and send a new link.
        </Text>
        <SignInLink label="Sign in" />
      </Stack>
    </AuthCard>
  );
}

/** Sign-up (ADR 0028): the account is finished from the emailed link, so success means "check your email". */
export function SignUpPage({ invitation, email }: { invitation?: string; email?: string }) {
  const mode = useSignupMode();
  const form = useForm<SignUpValues>({
    mode: 'uncontrolled',
    initialValues: { firstName: '', lastName: '', email: email ?? '', password: '' },
    validate: schemaResolver(signupInput.omit({ invitation: true }), { sync: true }),
  });
  const signUp = useMutation({
    mutationFn: (values: SignUpValues) =>
      postAuthRequest('/api/auth/signup', toSignupInput(values, invitation)),
  });

  if (mode === undefined) return <FullPageLoader />;
  if (mode === 'closed' || (mode === 'invite' && !invitation)) {
    return <SignUpUnavailable mode={mode} />;
  }
  if (signUp.isSuccess) return <CheckYourEmail message={messageOf(signUp.data)} />;
  return (
    <AuthCard
      title="Create your Fanout account"
      subtitle="Start publishing to every platform at once."
    >
      <form onSubmit={form.onSubmit((values) => signUp.mutate(values))} noValidate>
        <Stack gap="md">
          <FormError message={signUp.isError ? errorMessage(signUp.error) : undefined} />
          <Group grow align="flex-start">
            <TextInput
              label="First name"
              autoComplete="given-name"
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
          </Group>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password`}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={signUp.isPending}>
            Create account
          </Button>
          <SignInLink />
        </Stack>
      </form>
    </AuthCard>
  );
}
