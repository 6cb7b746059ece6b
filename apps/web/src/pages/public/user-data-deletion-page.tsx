import { useState } from 'react';
import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, postAuthRequest } from '../../auth/auth-request';
import { FormError } from '../../auth/form-error';
import { DeletedDataNotice } from './data-deletion/deleted-data-notice';
import { DeletionRequestForm } from './data-deletion/deletion-request-form';
import { DeletionRequestSuccess } from './data-deletion/deletion-request-success';
import { useHydrated } from '../../prerender/use-hydrated';
import { PublicPageLayout } from './public-page-layout';

/**
 * Public data deletion request page at /user-data-deletion. Spec 001 §2's page and texts; the
 * submission is real (ADR 0050): the server records it and mails a confirmation link, and
 * answers the same whether or not the address has an account.
 */
export function UserDataDeletionPage() {
  useDocumentTitle('Data Deletion | Fanout');
  const ready = useHydrated();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const request = useMutation({
    mutationFn: (values: { email: string; reason?: string }) =>
      postAuthRequest('/api/auth/account-deletion/request', values),
  });
  const submittedEmail = request.isSuccess ? request.variables.email : null;

  return (
    <PublicPageLayout>
      <Container size="sm">
        {submittedEmail !== null ? (
          <DeletionRequestSuccess email={submittedEmail} />
        ) : (
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 30, sm: 38 }}>
                Delete Your Data
              </Title>
              <Text c="dimmed" mt="xs">
                Request the deletion of your Fanout account and all the data associated with it.
              </Text>
            </div>
            <DeletedDataNotice />
            <Card withBorder radius="lg" padding="xl">
              <FormError message={request.isError ? errorMessage(request.error) : undefined} />
              <DeletionRequestForm
                email={email}
                reason={reason}
                submitting={request.isPending}
                ready={ready}
                onEmailChange={setEmail}
                onReasonChange={setReason}
                onSubmit={() =>
                  request.mutate({
                    email: email.trim(),
                    ...(reason.trim() ? { reason: reason.trim() } : {}),
                  })
                }
              />
            </Card>
          </Stack>
        )}
      </Container>
    </PublicPageLayout>
  );
}
