import { PLATFORMS, type AccountGroup, type Platform, type SocialAccount } from '@fanout/shared';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { groupAccountsByPlatform } from './group-accounts';
import { PlatformCard, type PlatformCardActions } from './platform-card';
import { GroupFeedsCard } from './group-feeds-card';
import { QueueScheduleCard } from './queue-schedule-card';

interface GroupPlatformsProps extends PlatformCardActions {
  group: AccountGroup;
  /** Every account of the user; undefined while loading. */
  accounts: SocialAccount[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  connecting: Platform | null;
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** The selected group: one card per platform, in the shared platform order (spec 000 §2). */
export function GroupPlatforms({
  group,
  accounts,
  loadFailed,
  onRetry,
  connecting,
  ...actions
}: GroupPlatformsProps) {
  const byPlatform =
    accounts === undefined ? undefined : groupAccountsByPlatform(accounts, group.id);

  return (
    <Stack gap="md" component="section" aria-labelledby="selected-group-title">
      <div>
        <Title order={2} size="h3" id="selected-group-title">
          {group.name}
        </Title>
        {group.description && <Text c="dimmed">{group.description}</Text>}
      </div>
      {loadFailed ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="Could not load your accounts"
          role="alert"
        >
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      ) : byPlatform === undefined ? (
        <div role="status" aria-label="Loading accounts">
          <Grid>
            {PLATFORMS.map((platform) => (
              <Card key={platform} withBorder padding="md">
                <Skeleton height={40} width="70%" />
                <Skeleton height={34} mt="md" />
              </Card>
            ))}
          </Grid>
        </div>
      ) : (
        <Grid>
          {PLATFORMS.map((platform) => (
            <PlatformCard
              key={platform}
              platform={platform}
              accounts={byPlatform.get(platform) ?? []}
              connecting={connecting === platform}
              connectDisabled={connecting !== null && connecting !== platform}
              {...actions}
            />
          ))}
        </Grid>
      )}
      <QueueScheduleCard group={group} />
      <GroupFeedsCard group={group} />
    </Stack>
  );
}
