import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { serverMessage } from '../accounts/failure-message';
import { FormError } from '../auth/form-error';

const FALLBACK = 'Something went wrong. Please try again.';

/** A settings form's outcome: the server's refusal in red, or its confirmation in green. */
export function SettingsFeedback({
  error,
  success,
}: {
  error: unknown;
  success: string | undefined;
}) {
  if (error) return <FormError message={serverMessage(error) ?? FALLBACK} />;
  if (success === undefined) return null;
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
      {success}
    </Alert>
  );
}
