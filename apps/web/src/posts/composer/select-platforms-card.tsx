import {
  accountDisplayName,
  SELECT_FACEBOOK_PAGE_FIRST,
  SELECT_POSTING_OPTION,
  type AccountGroup,
  type FacebookPostOptions,
  type SocialAccount,
} from '@fanout/shared';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPlugConnected } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo, useMemo } from 'react';
import { PLATFORM_META } from '../../accounts/platform-meta';

const TITLE_ID = 'select-platforms-title';

interface SelectPlatformsCardProps {
  /** Connected accounts; undefined while loading. */
  accounts: readonly SocialAccount[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  groups: readonly Pick<AccountGroup, 'id' | 'name'>[];
  selectedIds: readonly string[];
  facebookOptions: (accountId: string) => FacebookPostOptions;
  onToggle: (account: SocialAccount) => void;
  onFacebookOption: (accountId: string, option: keyof FacebookPostOptions, value: boolean) => void;
}

/** 'Select Platforms' (spec 000 §2): one checkbox per connected account, Facebook options below. */
export const SelectPlatformsCard = memo(function SelectPlatformsCard(
  props: SelectPlatformsCardProps,
) {
  const { accounts, groups } = props;
  const groupNames = useMemo(
    () => new Map(groups.map((group) => [group.id, group.name])),
    [groups],
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Title order={2} size="h4" id={TITLE_ID}>
          Select Platforms
        </Title>
        {props.loadFailed ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="Could not load your accounts"
            role="alert"
          >
            <Button size="xs" variant="light" color="red" onClick={props.onRetry}>
              Try again
            </Button>
          </Alert>
        ) : accounts === undefined ? (
          <Stack gap="sm" role="status" aria-label="Loading accounts">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={40} />
            ))}
          </Stack>
        ) : accounts.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text size="sm" c="dimmed">
              No connected accounts yet.
            </Text>
            <Button component={Link} to="/accounts" leftSection={<IconPlugConnected size={16} />}>
              Connect Accounts
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm" role="group" aria-labelledby={TITLE_ID}>
            {accounts.map((account) => (
              <AccountOption
                key={account.id}
                account={account}
                groupName={groupNames.get(account.groupId) ?? 'Unknown Group'}
                checked={props.selectedIds.includes(account.id)}
                facebookOptions={props.facebookOptions(account.id)}
                onToggle={props.onToggle}
                onFacebookOption={props.onFacebookOption}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
});

interface AccountOptionProps {
  account: SocialAccount;
  groupName: string;
  checked: boolean;
  facebookOptions: FacebookPostOptions;
  onToggle: (account: SocialAccount) => void;
  onFacebookOption: SelectPlatformsCardProps['onFacebookOption'];
}

function AccountOption({
  account,
  groupName,
  checked,
  facebookOptions,
  onToggle,
  onFacebookOption,
}: AccountOptionProps) {
  const { icon: Icon, color, name: platformName } = PLATFORM_META[account.platform];
  const displayName = accountDisplayName(account);

  return (
    <Stack gap={6}>
      <Checkbox
        checked={checked}
        onChange={() => onToggle(account)}
        aria-label={displayName}
        label={
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size={22} radius="sm" color={color} aria-hidden>
              <Icon size={14} />
            </ThemeIcon>
            <Text size="sm" fw={500} span>
              {displayName}
            </Text>
          </Group>
        }
        description={`${platformName} · ${groupName}`}
      />
      {checked && account.platform === 'facebook' && (
        <FacebookOptions
          account={account}
          displayName={displayName}
          options={facebookOptions}
          onChange={(option, value) => onFacebookOption(account.id, option, value)}
        />
      )}
    </Stack>
  );
}

interface FacebookOptionsProps {
  account: SocialAccount;
  displayName: string;
  options: FacebookPostOptions;
  onChange: (option: keyof FacebookPostOptions, value: boolean) => void;
}

/** Spec 000 §3/§5: where on the Page the post goes; a Page must have been chosen first. */
function FacebookOptions({ account, displayName, options, onChange }: FacebookOptionsProps) {
  if (!account.facebookPageId) {
    return (
      <Text size="xs" c="orange" pl={32} role="alert">
        {SELECT_FACEBOOK_PAGE_FIRST}
      </Text>
    );
  }
  return (
    <Stack gap={6} pl={32} role="group" aria-label={`Facebook posting options for ${displayName}`}>
      {account.facebookPageName && (
        <Text size="xs" c="dimmed">
          Page: {account.facebookPageName}
        </Text>
      )}
      <Checkbox
        size="xs"
        label="Page Post"
        checked={options.pagePost}
        onChange={(event) => onChange('pagePost', event.currentTarget.checked)}
      />
      <Checkbox
        size="xs"
        label="Page Reels"
        checked={options.pageReels}
        onChange={(event) => onChange('pageReels', event.currentTarget.checked)}
      />
      {!options.pagePost && !options.pageReels && (
        <Text size="xs" c="red" role="alert">
          {SELECT_POSTING_OPTION}
        </Text>
      )}
    </Stack>
  );
}
