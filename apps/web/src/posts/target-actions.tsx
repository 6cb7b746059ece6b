import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TargetResult } from './target-results';
import { useTargetActions } from './use-target-actions';

type Unfinished = Extract<TargetResult, { kind: 'failed' | 'unconfirmed' | 'missed' }>;

/**
 * What the user can do about one target that did not go out (ADR 0054): "Retry" a failed or missed
 * one; for an unconfirmed one, "It was published" (with the link, if they have it) or "It was not
 * published, retry". The server decides: a refusal shows its reason.
 */
export function TargetActions({
  postId,
  result,
  platformName,
}: {
  postId: string;
  result: Unfinished;
  platformName: string;
}) {
  const { retry, resolve } = useTargetActions();
  const ref = { id: postId, targetId: result.id };
  const busy = retry.isPending || resolve.isPending;
  if (result.kind !== 'unconfirmed') {
    return (
      <Button
        size="compact-xs"
        variant="light"
        loading={retry.isPending}
        aria-label={`Retry ${platformName}`}
        onClick={() => retry.mutate(ref)}
      >
        Retry
      </Button>
    );
  }
  return (
    <Group gap={4}>
      <PublishedAnswer
        platformName={platformName}
        disabled={busy}
        loading={resolve.isPending && resolve.variables.published}
        onConfirm={(url) => resolve.mutate({ ...ref, published: true, url })}
      />
      <Button
        size="compact-xs"
        variant="light"
        disabled={busy}
        loading={resolve.isPending && !resolve.variables.published}
        aria-label={`It was not published on ${platformName}, retry`}
        onClick={() => resolve.mutate({ ...ref, published: false })}
      >
        It was not published, retry
      </Button>
    </Group>
  );
}

/** "It was published": a small form for the link to the post (optional). */
function PublishedAnswer(props: {
  platformName: string;
  disabled: boolean;
  loading: boolean;
  onConfirm: (url: string | undefined) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  return (
    <Popover opened={opened} onChange={setOpened} withArrow trapFocus>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="light"
          color="green"
          disabled={props.disabled}
          loading={props.loading}
          aria-label={`It was published on ${props.platformName}`}
          onClick={() => setOpened((open) => !open)}
        >
          It was published
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setOpened(false);
            props.onConfirm(url.trim() === '' ? undefined : url.trim());
          }}
        >
          <Stack gap="xs">
            <TextInput
              label="Link to the post (optional)"
              placeholder="https://"
              type="url"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
            />
            <Button type="submit" size="xs">
              Mark as published
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
