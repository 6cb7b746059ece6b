import { useEffect, useState } from 'react';
import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { DeletedDataNotice } from './data-deletion/deleted-data-notice';
import { DeletionRequestForm } from './data-deletion/deletion-request-form';
import { DeletionRequestSuccess } from './data-deletion/deletion-request-success';
import { PublicPageLayout } from './public-page-layout';

// The spec defines the submission as a simulated 1-second delay with no server call
// (spec 001 §2 "Data Deletion", §9).
const SIMULATED_DELAY_MS = 1000;

/** Public data deletion request page at /user-data-deletion. */
export function UserDataDeletionPage() {
  useDocumentTitle('Data Deletion | Fanout');
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);

  useEffect(() => {
    if (pendingEmail === null) return;
    const timer = window.setTimeout(() => {
      setSubmittedEmail(pendingEmail);
      setPendingEmail(null);
    }, SIMULATED_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pendingEmail]);

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
              <DeletionRequestForm
                email={email}
                reason={reason}
                submitting={pendingEmail !== null}
                onEmailChange={setEmail}
                onReasonChange={setReason}
                onSubmit={() => setPendingEmail(email.trim())}
              />
            </Card>
          </Stack>
        )}
      </Container>
    </PublicPageLayout>
  );
}
