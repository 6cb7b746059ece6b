import { PINTEREST_TITLE_MAX } from '@fanout/shared';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc';
import { counterProps, lengthCounter } from './option-choices';
import { useNetworkOptions, type OptionsSectionProps } from './use-network-options';

/** The Select's value for "no board chosen": the account's own (board ids are digits). */
const ACCOUNT_BOARD = 'account-board';

interface PinterestOptionsProps extends OptionsSectionProps {
  postTitle: string;
  /** The board chosen when the account was connected: the Pin's board unless another is. */
  accountBoard: { id: string | null; name: string | null };
}

/**
 * The Pin's board (one of the account's, listed by Pinterest when the account is chosen), title
 * and link. Without a board chosen, the Pin goes to the account's own board, as before.
 */
export function PinterestOptions(props: PinterestOptionsProps) {
  const trpc = useTRPC();
  const boards = useQuery(
    trpc.socialAccount.pinterestBoards.queryOptions(
      { id: props.accountId },
      { staleTime: 5 * 60_000 },
    ),
  );
  const { values, errors, set } = useNetworkOptions('pinterest', props);
  const { accountBoard } = props;
  const choices = [
    {
      value: ACCOUNT_BOARD,
      label: `The account’s board (${accountBoard.name ?? 'none chosen yet'})`,
    },
    ...(boards.data ?? [])
      .filter((board) => board.id !== accountBoard.id)
      .map((board) => ({ value: board.id, label: board.name })),
  ];
  // A board chosen before that the list does not show (still loading, or gone): kept by its id.
  if (values.boardId !== null && !choices.some((choice) => choice.value === values.boardId)) {
    choices.push({ value: values.boardId, label: `Board ${values.boardId}` });
  }
  const title = values.title ?? '';
  const titleCount = lengthCounter([...title.trim()].length, PINTEREST_TITLE_MAX);
  return (
    <Stack gap="sm">
      <div>
        <Select
          label="Board"
          data={choices}
          value={values.boardId ?? ACCOUNT_BOARD}
          onChange={(value) =>
            set('boardId', value === null || value === ACCOUNT_BOARD ? null : value)
          }
          allowDeselect={false}
          description={boards.isPending ? 'Loading the account’s boards…' : undefined}
          error={
            boards.isError ? `Could not load the boards: ${boards.error.message}` : errors.boardId
          }
        />
        {boards.isError && (
          <Group mt={6}>
            <Button size="xs" variant="light" onClick={() => void boards.refetch()}>
              Load the boards again
            </Button>
          </Group>
        )}
      </div>
      <TextInput
        label="Pin title"
        placeholder={props.postTitle.trim() || 'The post’s title, else its first line'}
        value={title}
        onChange={(event) => set('title', event.currentTarget.value)}
        {...counterProps(titleCount)}
        error={errors.title}
      />
      <TextInput
        label="Link"
        type="url"
        placeholder="https://…"
        description="Where the Pin leads (an https address); none when left empty"
        value={values.link ?? ''}
        onChange={(event) => set('link', event.currentTarget.value)}
        error={errors.link}
      />
    </Stack>
  );
}
