import type { PostDetail } from '@fanout/shared';
import { Group, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { PLATFORM_META } from '../../accounts/platform-meta';
import { readableDate } from '../post-labels';
import { PostStatusBadge } from '../post-status-badge';
import { useTimeZone } from '../../time/use-time-zone';
import { FollowUpLinks } from './follow-up-links';
import { targetVariantView } from './target-variant';
import { TargetVariantDetails } from './target-variant-details';

const COLUMNS = 4;

/**
 * Each target of the post: its platform, the account it goes to, its state and when it is due;
 * under a target whose account has its own text or media (a variant), what it was given.
 */
export function PostTargets({ post }: { post: PostDetail }) {
  const timeZone = useTimeZone();
  if (post.platforms.length === 0) {
    return <Text c="dimmed">No platforms selected</Text>;
  }
  return (
    <section aria-labelledby="post-targets-heading">
      <Title order={2} size="h4" id="post-targets-heading" mb="xs">
        Platforms
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table aria-labelledby="post-targets-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Platform</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Due</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {post.platforms.map((target) => {
              const meta = PLATFORM_META[target.platform];
              const Icon = meta.icon;
              const due = readableDate(target.dueAt);
              const accountName = target.socialAccountId
                ? post.accountNames[target.socialAccountId]
                : undefined;
              const variant = targetVariantView(post.variants, target);
              return (
                <Fragment key={target.id}>
                  <Table.Tr>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Icon size={16} aria-hidden />
                        {meta.name}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {accountName ?? (
                        <Text span c="dimmed" size="sm">
                          Account removed
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <PostStatusBadge status={target.state} />
                      <FollowUpLinks post={post} targetId={target.id} />
                    </Table.Td>
                    <Table.Td>{due ? due.toLocaleString(undefined, { timeZone }) : '—'}</Table.Td>
                  </Table.Tr>
                  {variant && (
                    <Table.Tr>
                      <Table.Td colSpan={COLUMNS}>
                        <TargetVariantDetails
                          variant={variant}
                          accountLabel={accountName ? `${meta.name} (${accountName})` : meta.name}
                        />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
