import type { AiMediaGeneration } from '@fanout/shared';
import { Alert, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { generationFailureText, generationStatusLabel } from './generation-labels';
import type { InFlightGeneration } from './generation-tracking';

interface GenerationProgressListProps {
  inFlight: readonly InFlightGeneration[];
  failures: readonly AiMediaGeneration[];
  onDismiss: (id: string) => void;
}

/**
 * The caller's AI generations under way, each with its title, type and a busy indicator, and
 * below them those that failed while the page was open, with the provider's reason.
 */
export function GenerationProgressList({
  inFlight,
  failures,
  onDismiss,
}: GenerationProgressListProps) {
  return (
    <>
      {inFlight.length > 0 && (
        <Paper
          withBorder
          p="md"
          component="section"
          role="status"
          aria-label="AI generations in progress"
        >
          <Stack gap="sm">
            {inFlight.map((generation) => (
              <Group
                key={generation.id}
                role="group"
                aria-label={generation.title}
                gap="sm"
                wrap="nowrap"
              >
                <Loader size="sm" type="dots" aria-hidden />
                <Badge variant="light">{generation.type}</Badge>
                <Text size="sm" fw={500} truncate="end">
                  {generation.title}
                </Text>
                <Text size="sm" c="dimmed" ml="auto" style={{ flexShrink: 0 }}>
                  {generationStatusLabel(generation.status)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      {failures.map((failure) => (
        <Alert
          key={failure.id}
          color="red"
          variant="light"
          role="alert"
          title="Generation Failed"
          icon={<IconAlertCircle size={18} />}
          withCloseButton
          closeButtonLabel={`Dismiss the failure of ${failure.title}`}
          onClose={() => onDismiss(failure.id)}
        >
          {generationFailureText(failure)}
        </Alert>
      ))}
    </>
  );
}
