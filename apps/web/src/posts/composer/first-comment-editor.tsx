import { Button, Stack, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import {
  addFirstComment,
  followUpLimit,
  removeFirstComment,
  setFirstComment,
} from './composer-follow-ups';
import type { ComposerAccount } from './composer-problem';
import type { ComposerState } from './composer-state';
import { FollowUpBox } from './follow-up-box';

interface FirstCommentEditorProps {
  account: ComposerAccount;
  /** "LinkedIn (@fanout)". */
  accountLabel: string;
  /** null: none yet. */
  firstComment: string | null;
  setState: Dispatch<SetStateAction<ComposerState>>;
}

/**
 * "Add a first comment" (ADR 0084): a comment the account posts under its post right after it,
 * counted against the network's comment limit. The focus moves into the box when it opens and
 * back to the button when it is removed.
 */
export function FirstCommentEditor(props: FirstCommentEditorProps) {
  const { account, accountLabel, firstComment, setState } = props;
  const accountId = account.id;
  const box = useRef<HTMLTextAreaElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const open = firstComment !== null;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (open ? box.current : addButton.current)?.focus();
  }, [open]);

  const register = useCallback((_key: number, element: HTMLTextAreaElement | null) => {
    box.current = element;
  }, []);
  const onChange = useCallback(
    (_key: number, text: string) =>
      setState((current) => setFirstComment(current, accountId, text)),
    [accountId, setState],
  );
  const onRemove = useCallback(() => {
    moveFocus.current = true;
    setState((current) => removeFirstComment(current, accountId));
  }, [accountId, setState]);

  return (
    <Stack gap="xs" role="group" aria-labelledby="composer-first-comment-title">
      <div>
        <Text fw={500} size="sm" id="composer-first-comment-title">
          First comment
        </Text>
        <Text size="xs" c="dimmed">
          Posted by {accountLabel} under its post, right after it. It stays whether the account uses
          the shared text or its own.
        </Text>
      </div>
      {open ? (
        <FollowUpBox
          itemKey={0}
          label="First comment"
          labelHidden
          value={firstComment}
          platform={account.platform}
          limit={followUpLimit(account.platform, 'first_comment')}
          onChange={onChange}
          onRemove={onRemove}
          register={register}
        />
      ) : (
        <div>
          <Button
            ref={addButton}
            size="xs"
            variant="light"
            leftSection={<IconMessagePlus size={16} />}
            onClick={() => {
              moveFocus.current = true;
              setState((current) => addFirstComment(current, account));
            }}
          >
            Add a first comment
          </Button>
        </div>
      )}
    </Stack>
  );
}
