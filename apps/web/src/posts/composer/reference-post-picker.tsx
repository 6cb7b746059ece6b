import { REFERENCE_POSTS_MAX } from '@fanout/shared';
import { Checkbox, Input, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { isUnauthorizedError } from '../../app/unauthorized';
import { postTitle } from '../post-labels';

const CANDIDATES = 50;

interface ReferencePostPickerProps {
  selectedIds: readonly string[];
  onToggle: (postId: string) => void;
}

/**
 * Style emulation's 1 to 3 reference posts (spec 000 §5/§9). Mounted only in that mode, so the
 * posts are fetched only then (spec 000 §7). Once three are picked the others are disabled.
 */
export function ReferencePostPicker({ selectedIds, onToggle }: ReferencePostPickerProps) {
  const trpc = useTRPC();
  const posts = useQuery(trpc.post.list.queryOptions({ limit: CANDIDATES }));
  const full = selectedIds.length >= REFERENCE_POSTS_MAX;

  return (
    <Input.Wrapper
      label="Reference Posts"
      description={`Choose 1 to ${REFERENCE_POSTS_MAX} earlier posts (${selectedIds.length} of ${REFERENCE_POSTS_MAX} selected)`}
    >
      {posts.isPending ? (
        <Loader size="sm" mt="xs" role="status" aria-label="Loading posts" />
      ) : posts.isError ? (
        !isUnauthorizedError(posts.error) && (
          <Text size="sm" c="red" mt="xs" role="alert">
            Could not load your posts.
          </Text>
        )
      ) : posts.data.items.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          You have no earlier posts to emulate yet.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={240} mt="xs" type="auto">
          <Stack gap="xs" role="group" aria-label="Reference posts">
            {posts.data.items.map((post) => {
              const checked = selectedIds.includes(post.id);
              return (
                <Checkbox
                  key={post.id}
                  label={postTitle(post)}
                  description={post.textContent.slice(0, 120)}
                  checked={checked}
                  disabled={full && !checked}
                  onChange={() => onToggle(post.id)}
                />
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Input.Wrapper>
  );
}
