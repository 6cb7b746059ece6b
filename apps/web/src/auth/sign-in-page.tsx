import { loginInput, type LoginInput } from '@fanout/shared';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorMessage, postAuthRequest } from './auth-request';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { safeReturnTo } from './safe-return-to';

export function SignInPage({ returnTo }: { returnTo: string | undefined }) {
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginInput, { sync: true }),
  });
  const signIn = useMutation({
    mutationFn: (values: LoginInput) => postAuthRequest('/api/auth/login', values),
    // A full navigation, so every cached signed-out answer is dropped with the page.
    onSuccess: () => window.location.assign(safeReturnTo(returnTo)),
  });

  return (
    <AuthCard title="Sign in to Fanout" subtitle="Welcome back. Sign in to manage your posts.">
      <form onSubmit={form.onSubmit((values) => signIn.mutate(values))} noValidate>
        <Stack gap="md">
          <FormError message={signIn.isError ? errorMessage(signIn.error) : undefined} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signIn.isPending || signIn.isSuccess}>
            Sign in
          </Button>
          <Text size="sm" ta="center">
            New to Fanout?{' '}
            <Anchor component={Link} to="/sign-up">
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
