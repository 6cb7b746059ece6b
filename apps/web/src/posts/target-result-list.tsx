import type { PostTarget } from '@fanout/shared';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { PLATFORM_META } from '../accounts/platform-meta';
import { TargetActions } from './target-actions';
import { targetResults } from './target-results';
import { targetWaitLabel } from './wait-labels';
import { useTimeZone } from '../time/use-time-zone';

// Failed is red; unconfirmed (it may be out there) and missed (never sent) ask for a look, not
// alarm; a wait (a retry, a rate limit) is on its way and only informs.
const RESULT_COLORS = {
  failed: 'red',
  unconfirmed: 'orange',
  missed: 'gray',
  waiting: 'yellow',
} as const;

/**
 * Per platform: a link to the published post, the reason it failed and what to do about it, or
 * what it waits for. Given the post's id, a target that did not go out also offers its actions
 * (Retry; for an unconfirmed one, the user's answer: ADR 0054).
 */
export function TargetResultList({
  targets,
  postId,
}: {
  targets: readonly PostTarget[];
  postId?: string;
}) {
  const results = targetResults(targets);
  const timeZone = useTimeZone();
  if (results.length === 0) return null;
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Results">
      {results.map((result) => {
        const name = PLATFORM_META[result.platform].name;
        return (
          <li key={result.id}>
            {result.kind === 'published' ? (
              <Anchor href={result.url} target="_blank" rel="noopener noreferrer" size="xs">
                View on {name} <IconExternalLink size={12} aria-hidden />
              </Anchor>
            ) : result.kind === 'waiting' ? (
              <Text size="xs" c={RESULT_COLORS.waiting}>
                {targetWaitLabel(name, result, new Date(), { timeZone })}
              </Text>
            ) : (
              <Stack gap={2}>
                <Text size="xs" c={RESULT_COLORS[result.kind]}>
                  {name}: {result.message}
                </Text>
                {result.advice ? (
                  <Text size="xs" c="dimmed">
                    {result.advice}
                  </Text>
                ) : null}
                {postId ? (
                  <div>
                    <TargetActions postId={postId} result={result} platformName={name} />
                  </div>
                ) : null}
              </Stack>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
