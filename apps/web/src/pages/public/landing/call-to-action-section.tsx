import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { LOGIN_PATH } from '../layout/login-path';

export function CallToActionSection() {
  return (
    <Box
      component="section"
      py={{ base: 56, sm: 88 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-indigo-7) 0%, var(--mantine-color-cyan-7) 100%)',
      }}
    >
      <Container size="md">
        <Stack align="center" ta="center" gap="lg">
          <Title order={2} c="white" fz={{ base: 28, sm: 40 }} lh={1.2}>
            Ready to fan out your next idea?
          </Title>
          <Text c="indigo.0" fz={{ base: 'md', sm: 'lg' }} maw={560}>
            Connect your accounts, write one post and publish it to every platform you use.
          </Text>
          <Group justify="center" gap="sm">
            <Button
              component="a"
              href={LOGIN_PATH}
              size="lg"
              radius="md"
              variant="white"
              rightSection={<IconArrowRight size={18} />}
            >
              Start Your Free Trial
            </Button>
            {/* The spec defines Schedule Demo as a button with no action (spec 000 §2). */}
            <Button type="button" size="lg" radius="md" variant="outline" color="white">
              Schedule Demo
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
