import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconHome } from '@tabler/icons-react';

interface DeletionRequestSuccessProps {
  email: string;
}

export function DeletionRequestSuccess({ email }: DeletionRequestSuccessProps) {
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      <Stack align="center" ta="center" gap="md" py="md" role="status">
        <ThemeIcon size={72} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={42} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Request Submitted Successfully
        </Title>
        <Text c="dimmed" maw={480}>
          Your data deletion request has been received and will be processed within 30 days.
        </Text>
        <Text maw={480}>
          A confirmation will be sent to{' '}
          <Text span fw={700}>
            {email}
          </Text>
          .
        </Text>
        <Button component="a" href="/" mt="sm" radius="md" leftSection={<IconHome size={18} />}>
          Return to Home
        </Button>
      </Stack>
    </Card>
  );
}
