import type { PostDetail } from '@fanout/shared';
import { Group, Table, Text, Title } from '@mantine/core';
import { PLATFORM_META } from '../../accounts/platform-meta';
import { readableDate } from '../post-labels';
import { PostStatusBadge } from '../post-status-badge';
import { useTimeZone } from '../../time/use-time-zone';
import { FollowUpLinks } from './follow-up-links';

/** Each target of the post: its platform, the account it goes to, its state and when it is due. */
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
              return (
                <Table.Tr key={target.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Icon size={16} aria-hidden />
                      {meta.name}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {(target.socialAccountId && post.accountNames[target.socialAccountId]) ?? (
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
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
