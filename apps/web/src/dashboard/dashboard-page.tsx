import { Affix, Button, Grid, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus, IconTools } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { SocialConnectionsCard } from './social-connections-card';

/**
 * The signed-in home (spec 000 §2). Only the social connections card is built; the credit ring
 * and the post widgets need posts and credits, which arrive with the posts issue.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard | Fanout');

  return (
    <Stack gap="lg" pb={72}>
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SocialConnectionsCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="xl" component="section" aria-label="Posts and credits">
            <Stack align="center" gap="sm">
              <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                <IconTools size={26} />
              </ThemeIcon>
              <Text c="dimmed" ta="center">
                Your credit balance, recent posts and scheduled posts arrive with the posts feature,
                which is not built yet.
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <Affix position={{ bottom: 24, right: 24 }}>
        <Button
          component={Link}
          to="/create"
          size="md"
          radius="xl"
          leftSection={<IconPlus size={18} />}
        >
          New Post
        </Button>
      </Affix>
    </Stack>
  );
}
