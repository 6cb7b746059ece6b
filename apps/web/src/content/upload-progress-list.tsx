import { Paper, Progress, Stack, Text } from '@mantine/core';
import type { UploadInProgress } from './use-content-upload';

/**
 * A progress bar per file being uploaded; nothing once every upload has ended. The bar stays
 * animated at 100% while the server still processes (re-encodes) the file.
 */
export function UploadProgressList({ uploads }: { uploads: UploadInProgress[] }) {
  if (uploads.length === 0) return null;
  return (
    <Paper withBorder p="md" role="region" aria-label="Uploads in progress">
      <Stack gap="sm">
        {uploads.map((upload) => (
          <div key={upload.key}>
            <Text size="sm" truncate="end" mb={4}>
              {upload.name}
            </Text>
            <Progress.Root>
              <Progress.Section
                value={upload.percent}
                animated
                aria-label={`Uploading ${upload.name}`}
              />
            </Progress.Root>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
