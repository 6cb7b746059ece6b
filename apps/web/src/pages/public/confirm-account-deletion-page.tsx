import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconHome, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, messageOf, postAuthRequest } from '../../auth/auth-request';
import { FormError } from '../../auth/form-error';
import { PublicPageLayout } from './public-page-layout';

function tokenFromUrl(): string {
  return new URLSearchParams(window.location.search).get('token') ?? '';
}

/**
 * Where the emailed deletion link leads (ADR 0050). Deleting takes a click (a POST), not the
 * page load: mail scanners that open links must not delete anyone's account.
 */
export function ConfirmAccountDeletionPage() {
  useDocumentTitle('Confirm Account Deletion | Fanout');
  const confirm = useMutation({
    mutationFn: () =>
      postAuthRequest('/api/auth/account-deletion/confirm', { token: tokenFromUrl() }),
  });
  return (
    <PublicPageLayout>
      <Container size="sm">
        <Card withBorder radius="lg" padding="xl">
          {confirm.isSuccess ? (
            <Stack align="center" ta="center" gap="md" role="status">
              <IconCircleCheck size={48} aria-hidden />
              <Title order={1}>Account deleted</Title>
              <Text>{messageOf(confirm.data) ?? 'Your account was deleted'}</Text>
              <Button component="a" href="/" leftSection={<IconHome size={18} />}>
                Return to Home
              </Button>
            </Stack>
          ) : (
            <Stack gap="md">
              <Title order={1}>Delete your account</Title>
              <Alert color="red" variant="light">
                This action cannot be undone: your posts, content, connected accounts and credits
                are deleted for good.
              </Alert>
              <FormError message={confirm.isError ? errorMessage(confirm.error) : undefined} />
              <Button
                color="red"
                leftSection={<IconTrash size={18} />}
                loading={confirm.isPending}
                onClick={() => confirm.mutate()}
              >
                Delete my account
              </Button>
            </Stack>
          )}
        </Card>
      </Container>
    </PublicPageLayout>
  );
}
