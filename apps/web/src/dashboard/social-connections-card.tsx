import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LIVE_REFRESH_MS } from '../app/live-refresh';
import { useTRPC } from '../app/trpc';
import { isUnauthorizedError } from '../app/unauthorized';
import { ConnectionRow } from './connection-row';
import { summarizeConnections } from './connection-summary';

const TITLE_ID = 'social-connections-title';

/** The dashboard's social connections card (spec 000 §2). */
export function SocialConnectionsCard() {
  const trpc = useTRPC();
  // Refetched like the rest of the dashboard: an account whose renewal was just refused turns
  // unhealthy here while the warning above says what it will fail (ADR 0060).
  const accounts = useQuery(
    trpc.socialAccount.list.queryOptions(undefined, { refetchInterval: LIVE_REFRESH_MS }),
  );
  const groups = useQuery(trpc.accountGroup.list.queryOptions());

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Anchor component={Link} to="/accounts" underline="hover" c="inherit">
          <Title order={2} size="h4" id={TITLE_ID}>
            Social Connections
          </Title>
        </Anchor>
        {accounts.isPending || groups.isPending ? (
          <ConnectionsSkeleton />
        ) : accounts.isError ? (
          !isUnauthorizedError(accounts.error) && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title="Could not load your connections"
              role="alert"
            >
              <Button size="xs" variant="light" color="red" onClick={() => void accounts.refetch()}>
                Try again
              </Button>
            </Alert>
          )
        ) : (
          // Without the groups the accounts still show, with 'Unknown Group' badges.
          <ConnectionsBody summary={summarizeConnections(accounts.data, groups.data ?? [])} />
        )}
      </Stack>
    </Card>
  );
}

function ConnectionsBody({ summary }: { summary: ReturnType<typeof summarizeConnections> }) {
  return (
    <>
      <Group justify="space-between" gap="xs">
        <Text fw={500}>
          {summary.connectedCount} of {summary.totalCount} Connected
        </Text>
        {summary.needAttentionCount > 0 && (
          <Badge
            color="yellow"
            variant="light"
            tt="none"
            leftSection={<IconAlertTriangle size={12} />}
          >
            {summary.needAttentionCount} need attention
          </Badge>
        )}
      </Group>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" id="connections-coverage-label">
            Coverage
          </Text>
          <Text size="sm" fw={500}>
            {summary.coveragePercent}%
          </Text>
        </Group>
        {/* The section carries role="progressbar", so the name goes on it, not on the root. */}
        <Progress.Root>
          <Progress.Section
            value={summary.coveragePercent}
            aria-labelledby="connections-coverage-label"
          />
        </Progress.Root>
      </Stack>
      <Stack
        component="ul"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Platforms"
      >
        {summary.shown.map((entry) => (
          <ConnectionRow key={entry.platform} entry={entry} />
        ))}
      </Stack>
      {summary.hiddenCount > 0 && (
        <Text size="sm" c="dimmed">
          +{summary.hiddenCount} more platforms
        </Text>
      )}
      <Group gap="sm">
        <Button component={Link} to="/accounts" variant="light">
          Manage All
        </Button>
        {summary.connectedCount < summary.totalCount && (
          <Button component={Link} to="/accounts">
            Connect More
          </Button>
        )}
      </Group>
    </>
  );
}

function ConnectionsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading connections">
      <Skeleton height={20} width="40%" />
      <Skeleton height={8} />
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={36} />
      ))}
    </Stack>
  );
}
