import { Anchor, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../shell/brand';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centered card around the sign-in, sign-up and password pages. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Center mih="100vh" bg="var(--fanout-surface-muted)" py="xl" px="md">
      <Container size={440} w="100%" p={0}>
        <Stack gap="lg">
          <Anchor component={Link} to="/" underline="never" c="inherit" mx="auto">
            <Brand />
          </Anchor>
          <Paper withBorder shadow="sm" p="xl" component="main">
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} size="h3">
                  {title}
                </Title>
                {subtitle !== undefined && (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Center>
  );
}
