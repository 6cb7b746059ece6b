import type { FormEvent } from 'react';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface DeletionRequestFormProps {
  email: string;
  reason: string;
  submitting: boolean;
  /** False until the app has adopted a prerendered page (ADR 0075): the fields wait for it. */
  ready: boolean;
  onEmailChange: (email: string) => void;
  onReasonChange: (reason: string) => void;
  onSubmit: () => void;
}

export function DeletionRequestForm({
  email,
  reason,
  submitting,
  ready,
  onEmailChange,
  onReasonChange,
  onSubmit,
}: DeletionRequestFormProps) {
  const emailMissing = email.trim() === '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (emailMissing || submitting) return;
    onSubmit();
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack gap="md">
        {/* The label carries the asterisk itself, as the spec words it ('Email Address *'). */}
        <TextInput
          type="email"
          label="Email Address *"
          description="The email address of the Fanout account to delete"
          placeholder="you@example.com"
          autoComplete="email"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => onEmailChange(event.currentTarget.value)}
          disabled={submitting || !ready}
        />
        <Textarea
          label="Reason for deletion (optional)"
          placeholder="Tell us why you are leaving, if you like"
          autosize
          minRows={3}
          maxRows={8}
          value={reason}
          onChange={(event) => onReasonChange(event.currentTarget.value)}
          disabled={submitting || !ready}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button component="a" href="/" variant="default" radius="md">
            Cancel
          </Button>
          <Button
            type="submit"
            color="red"
            radius="md"
            leftSection={<IconTrash size={18} />}
            disabled={emailMissing || !ready}
            loading={submitting}
          >
            Submit Deletion Request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
