import type { AnalyticsOverview } from '@fanout/shared';
import { Anchor, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PlatformIcons } from '../posts/platform-icons';
import { countCell, silentNetworks } from './figure-cells';
import { FigureTd } from './network-totals-table';

/** The period's best posts as the server ranks them, each a link to its page. */
export function TopPostsTable({
  topPosts,
  timeZone,
}: {
  topPosts: AnalyticsOverview['topPosts'];
  timeZone: string;
}) {
  return (
    <section aria-labelledby="top-posts-heading">
      <Title order={2} size="h4" id="top-posts-heading" mb="xs">
        Top posts
      </Title>
      {topPosts.length === 0 ? (
        <Text c="dimmed">No post of this period has figures yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-labelledby="top-posts-heading" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Post</Table.Th>
                <Table.Th>Networks</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>Views</Table.Th>
                <Table.Th>Engagement</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {topPosts.map((post) => (
                <Table.Tr key={post.postId}>
                  <Table.Td maw={320}>
                    <Anchor
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                      renderRoot={(props) => (
                        <Link {...props} to="/posts/$id" params={{ id: post.postId }} />
                      )}
                    >
                      {post.headline}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <PlatformIcons targets={post.platforms.map((platform) => ({ platform }))} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {new Date(post.publishedAt).toLocaleDateString(undefined, {
                        dateStyle: 'medium',
                        timeZone,
                      })}
                    </Text>
                  </Table.Td>
                  <FigureTd cell={countCell(post.views, silentNetworks(post.platforms, 'views'))} />
                  <FigureTd cell={countCell(post.engagement, [])} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
