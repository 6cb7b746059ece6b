import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHome, IconMapPinOff } from '@tabler/icons-react';
import { PublicPageLayout } from './public-page-layout';

/** Shown for any unknown path (spec 001 §2 "404 page"). */
export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found | Fanout');
  return (
    <PublicPageLayout>
      <Container size="sm">
        <Stack align="center" ta="center" gap="md" py={{ base: 24, sm: 48 }}>
          <ThemeIcon size={72} radius="xl" variant="light" color="indigo">
            <IconMapPinOff size={40} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 32, sm: 42 }}>
            404 Page Not Found
          </Title>
          <Text c="dimmed" fz="lg" maw={460}>
            The page you are looking for does not exist or has been moved. Check the address, or
            head back to the home page.
          </Text>
          <Button component="a" href="/" size="md" radius="md" leftSection={<IconHome size={18} />}>
            Go to Home
          </Button>
        </Stack>
      </Container>
    </PublicPageLayout>
  );
}
