import { PASSWORD_MIN_LENGTH, signupInput, type SignupInput } from '@fanout/shared';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorMessage, postAuthRequest } from './auth-request';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Names are optional; blank ones are left out rather than sent as empty strings. */
function toSignupInput({ firstName, lastName, email, password }: SignUpValues): SignupInput {
  return {
    email,
    password,
    ...(firstName.trim() ? { firstName } : {}),
    ...(lastName.trim() ? { lastName } : {}),
  };
}

export function SignUpPage() {
  const form = useForm<SignUpValues>({
    mode: 'uncontrolled',
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    validate: schemaResolver(signupInput, { sync: true }),
  });
  const signUp = useMutation({
    mutationFn: (values: SignUpValues) =>
      postAuthRequest('/api/auth/signup', toSignupInput(values)),
    onSuccess: () => window.location.assign('/'),
  });

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
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={signUp.isPending || signUp.isSuccess}>
            Create account
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/sign-in">
              Already have an account? Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
