import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { PLATFORMS } from '@fanout/shared';
import { IconArrowRight, IconCheck, IconSparkles } from '@tabler/icons-react';
import { LOGIN_PATH } from '../layout/login-path';
import { PLATFORM_PRESENTATION } from './platform-catalog';

/** A static illustration of one idea fanning out to every platform. */
function FanoutPreview() {
  return (
    <Card withBorder radius="lg" shadow="xl" padding="lg" maw={440} w="100%" mx="auto">
      <Group gap="xs" mb="sm">
        <ThemeIcon size="sm" radius="xl" variant="light" color="indigo">
          <IconSparkles size={14} />
        </ThemeIcon>
        <Text fz="sm" fw={600}>
          Your idea
        </Text>
      </Group>
      <Text
        fz="sm"
        c="dimmed"
        mb="md"
        p="sm"
        bg="var(--fanout-surface-muted)"
        style={{ borderRadius: 8 }}
      >
        “We just shipped scheduled posting. Here is what we learned building it…”
      </Text>
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed" mb="xs">
        Publishing to
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {PLATFORMS.map((platform) => {
          const { label, icon: PlatformIcon, color } = PLATFORM_PRESENTATION[platform];
          return (
            <Group key={platform} gap={6} wrap="nowrap">
              <PlatformIcon size={18} color={color} aria-hidden />
              <Text fz="xs" truncate>
                {label}
              </Text>
            </Group>
          );
        })}
      </SimpleGrid>
      {/* Decorative only: rendered as a div so it is not an interactive control. */}
      <Button
        component="div"
        fullWidth
        mt="lg"
        radius="md"
        leftSection={<IconCheck size={16} />}
        aria-hidden
      >
        Publish everywhere
      </Button>
    </Card>
  );
}

export function HeroSection() {
  return (
    <Box
      component="section"
      py={{ base: 56, sm: 96 }}
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-color-indigo-light) 0%, var(--mantine-color-body) 100%)',
      }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge variant="light" color="indigo" size="lg" radius="sm" w="fit-content">
              AI-assisted social publishing
            </Badge>
            <Title order={1} fz={{ base: 36, sm: 52 }} lh={1.1}>
              Write once.{' '}
              <Text
                span
                inherit
                variant="gradient"
                gradient={{ from: 'indigo', to: 'cyan', deg: 90 }}
              >
                Publish everywhere.
              </Text>
            </Title>
            <Text fz={{ base: 'md', sm: 'xl' }} c="dimmed">
              Fanout turns a raw idea into ready-to-publish posts and sends them to up to nine
              social platforms in one action — right away or on a schedule.
            </Text>
            <Group gap="sm">
              <Button
                component="a"
                href={LOGIN_PATH}
                size="lg"
                radius="md"
                rightSection={<IconArrowRight size={18} />}
              >
                Get Started
              </Button>
              <Button component="a" href="#features" size="lg" radius="md" variant="default">
                See Features
              </Button>
            </Group>
            <Text fz="sm" c="dimmed">
              Built for founders, solopreneurs and content creators.
            </Text>
          </Stack>
          <FanoutPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
