import { Alert, Button, Group, NumberInput, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../accounts/failure-message';
import { useTRPC } from '../../app/trpc';
import { showToast } from '../../feedback/show-toast';
import { useRefreshDashboard } from './use-refresh-dashboard';

/** What is wrong with the form before it is sent, or null: a whole non-zero amount and a reason. */
export function adjustmentProblem(amount: number | string, reason: string): string | null {
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount === 0) {
    return 'Enter a whole number of credits other than zero (negative to remove)';
  }
  return reason.trim() === '' ? 'A reason is required' : null;
}

/** Adds or removes credits with a reason: one `adjustment` ledger row and its audit line. */
export function AdjustCreditsForm({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const refresh = useRefreshDashboard();
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const adjust = useMutation(
    trpc.admin.adjustCredits.mutationOptions({
      onSuccess: (result) => {
        setAmount('');
        setReason('');
        showToast({
          title: 'Credits adjusted',
          message: `New balance: ${result.balance} credits`,
          color: 'green',
        });
      },
      onError: (error) => setProblem(serverMessage(error) ?? 'Could not adjust the credits'),
      onSettled: refresh,
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = adjustmentProblem(amount, reason);
    setProblem(found);
    if (found === null && typeof amount === 'number') {
      adjust.mutate({ userId, amount, reason: reason.trim() });
    }
  };
  return (
    <form onSubmit={submit} aria-labelledby="adjust-title" noValidate>
      <Title order={3} size="h5" id="adjust-title" mb="xs">
        Adjust credits
      </Title>
      <Group align="flex-end" wrap="wrap">
        <NumberInput
          label="Amount"
          description="Negative to remove"
          allowDecimal={false}
          value={amount}
          onChange={setAmount}
          w={140}
        />
        <TextInput
          label="Reason"
          required
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" loading={adjust.isPending}>
          Adjust credits
        </Button>
      </Group>
      {problem && (
        <Alert color="red" mt="sm" role="alert">
          {problem}
        </Alert>
      )}
    </form>
  );
}
