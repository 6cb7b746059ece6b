import { THREAD_REPLIES_MAX, threadTooLong } from '@fanout/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import {
  addThreadReply,
  followUpLimit,
  removeThreadReply,
  setThreadReply,
} from './composer-follow-ups';
import type { ComposerAccount } from './composer-problem';
import type { ComposerState, ThreadReply } from './composer-state';
import { FollowUpBox } from './follow-up-box';

interface ThreadEditorProps {
  account: ComposerAccount;
  /** "X (@fanout)". */
  accountLabel: string;
  thread: readonly ThreadReply[];
  setState: Dispatch<SetStateAction<ComposerState>>;
}

/** Where the focus goes once the replies change: the new last one, or where one was removed. */
type FocusMove = { kind: 'added' } | { kind: 'removed'; key: number } | null;

/**
 * Moves the focus once the replies change: into the reply just added, or to the one after a
 * removed reply (the one before it when it was the last, the add button when none is left).
 */
function useThreadFocus(thread: readonly ThreadReply[]) {
  const boxes = useRef(new Map<number, HTMLTextAreaElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const focusMove = useRef<FocusMove>(null);
  // The replies as last rendered, to find where a removed one was.
  const shown = useRef(thread);

  useEffect(() => {
    const before = shown.current;
    shown.current = thread;
    const move = focusMove.current;
    focusMove.current = null;
    if (move === null) return;
    const index =
      move.kind === 'added'
        ? thread.length - 1
        : before.findIndex((reply) => reply.key === move.key);
    const reply = thread[index] ?? thread[index - 1];
    const box = reply ? boxes.current.get(reply.key) : undefined;
    (box ?? addButton.current)?.focus();
  }, [thread]);

  const register = useCallback((key: number, box: HTMLTextAreaElement | null) => {
    if (box) boxes.current.set(key, box);
    else boxes.current.delete(key);
  }, []);
  const expect = useCallback((move: FocusMove) => {
    focusMove.current = move;
  }, []);
  return { register, addButton, expect };
}

/**
 * "Add to thread" and the replies after the post (ADR 0084), items 2, 3, … (the post above is
 * item 1), each with its counter against the network's post limit and a button that removes it.
 */
export function ThreadEditor({ account, accountLabel, thread, setState }: ThreadEditorProps) {
  const accountId = account.id;
  const { register, addButton, expect: expectFocus } = useThreadFocus(thread);
  const onChange = useCallback(
    (key: number, text: string) =>
      setState((current) => setThreadReply(current, accountId, key, text)),
    [accountId, setState],
  );
  const onRemove = useCallback(
    (key: number) => {
      expectFocus({ kind: 'removed', key });
      setState((current) => removeThreadReply(current, accountId, key));
    },
    [accountId, setState, expectFocus],
  );
  const onAdd = () => {
    expectFocus({ kind: 'added' });
    setState((current) => addThreadReply(current, account));
  };

  const full = thread.length >= THREAD_REPLIES_MAX;
  const limit = followUpLimit(account.platform, 'thread');
  return (
    <Stack gap="xs" role="group" aria-labelledby="composer-thread-title">
      <div>
        <Text fw={500} size="sm" id="composer-thread-title">
          Thread
        </Text>
        <Text size="xs" c="dimmed">
          Replies posted one under the other after the post, which is item 1. They stay with{' '}
          {accountLabel} whether it uses the shared text or its own.
        </Text>
      </div>
      {thread.map((reply, index) => (
        <FollowUpBox
          key={reply.key}
          itemKey={reply.key}
          label={`Thread item ${index + 2}`}
          value={reply.textContent}
          platform={account.platform}
          limit={limit}
          onChange={onChange}
          onRemove={onRemove}
          register={register}
        />
      ))}
      <div>
        <Button
          ref={addButton}
          size="xs"
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={full}
          onClick={onAdd}
        >
          Add to thread
        </Button>
      </div>
      {full && (
        <Text size="xs" c="dimmed">
          {threadTooLong(accountLabel, THREAD_REPLIES_MAX)}.
        </Text>
      )}
    </Stack>
  );
}
