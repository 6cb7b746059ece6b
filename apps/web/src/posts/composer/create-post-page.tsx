import {
  isComposable,
  type CreatePostPayload,
  type CreatePostStatus,
  type FacebookPostOptions,
  type SocialAccount,
} from '@fanout/shared';
import { Alert, Box, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { useTRPC } from '../../app/trpc';
import { showPostProblem } from '../show-post-failure';
import { useTimeZone } from '../../time/use-time-zone';
import { buildCreatePayload, buildQueuePayload } from './build-create-payload';
import { ComposeCard } from './compose-card';
import { ComposerActions } from './composer-actions';
import classes from './create-post-layout.module.css';
import { composerProblem, selectedAccounts, type ComposerAccount } from './composer-problem';
import {
  facebookOptionsOf,
  INITIAL_COMPOSER_STATE,
  setFacebookOption,
  toggleAccount,
  type ComposerState,
} from './composer-state';
import { ComposerGeneration } from './composer-generation';
import type { ComposerSearch } from './composer-search';
import { ScheduleSection } from './schedule-section';
import { SelectPlatformsCard } from './select-platforms-card';
import { queueGroupOf } from './queue-group';
import { useAddToQueue } from './use-add-to-queue';
import { useCreatePost } from './use-create-post';
import { useRecomposePost } from './use-recompose-post';
import { composerStateOfPost, creditsHeldByPost } from './composer-state-of-post';
import { ListLoadError } from '../../lists/list-load-error';
import { ComposerPreviews } from './previews/composer-previews';

/** What saves the composer's post: creating it, or re-composing the post being edited. */
interface PostSaver {
  mutate: (payload: CreatePostPayload, options: { onSuccess: () => void }) => void;
}

interface SubmitOptions {
  state: ComposerState;
  status: CreatePostStatus;
  accounts: readonly ComposerAccount[];
  available: number | undefined;
  create: PostSaver;
  reset: () => void;
  timeZone: string;
}

/** The post being edited (ADR 0059): its id, and the credits it holds and gives back. */
interface Editing {
  postId: string;
  released: number;
}

/** Checks the post as the spec asks (a toast names the first problem), then creates it. */
function submitPost(options: SubmitOptions) {
  const { state, status, accounts, available, create, reset, timeZone } = options;
  const problem = composerProblem(state, status, {
    accounts,
    available,
    now: new Date(),
    timeZone,
  });
  if (problem !== null) {
    showPostProblem(problem);
    return;
  }
  const payload = buildCreatePayload(state, status, { accounts, timeZone });
  // Spec 000 §4: a created post clears the form for the next one.
  create.mutate(payload, { onSuccess: reset });
}

/**
 * Add to Queue: the rules of Post Now (content, platforms, length, Facebook, credits — no time),
 * then the one group of the chosen accounts, whose next free slot the server picks.
 */
function queuePost(
  options: Omit<SubmitOptions, 'status' | 'create' | 'accounts'> & {
    accounts: readonly SocialAccount[];
    queue: ReturnType<typeof useAddToQueue>;
  },
) {
  const { state, accounts, available, queue, reset, timeZone } = options;
  const problem = composerProblem(state, 'published', {
    accounts,
    available,
    now: new Date(),
    timeZone,
  });
  const group = problem === null ? queueGroupOf(state.accountIds, accounts) : { problem };
  if ('problem' in group) {
    showPostProblem(group.problem);
    return;
  }
  queue.mutate(buildQueuePayload(state, group.groupId, { accounts, timeZone }), {
    onSuccess: reset,
  });
}

/**
 * The composer's buttons: `submitPost` with the creation mutation (or, editing, the re-compose
 * one) and the user's time zone.
 */
function useSubmitPost(reset: () => void, editing: Editing | undefined) {
  const create = useCreatePost();
  const recompose = useRecomposePost(editing?.postId ?? '');
  const queue = useAddToQueue();
  const timeZone = useTimeZone();
  const saver: PostSaver = editing
    ? {
        mutate: (payload, options) =>
          recompose.mutate({ ...payload, id: editing.postId }, { onSuccess: options.onSuccess }),
      }
    : create;
  const submitWith = (options: Omit<SubmitOptions, 'create' | 'reset' | 'timeZone'>) =>
    submitPost({ ...options, create: saver, reset, timeZone });
  const queueWith = (
    options: Omit<SubmitOptions, 'status' | 'create' | 'reset' | 'timeZone' | 'accounts'> & {
      accounts: readonly SocialAccount[];
    },
  ) => queuePost({ ...options, queue, reset, timeZone });
  const pending: CreatePostStatus | 'queue' | undefined = create.isPending
    ? create.variables.status
    : recompose.isPending
      ? recompose.variables.status
      : queue.isPending
        ? 'queue'
        : undefined;
  return { pending, submitWith, queueWith };
}

/**
 * Create Post (/create, spec 000 §2); `at` fills the day and time in (a calendar slot), or names a
 * draft or scheduled post to edit with everything editable (ADR 0059).
 */
export function CreatePostPage({ at = {} }: { at?: ComposerSearch }) {
  if (at.postId) return <EditPostComposer postId={at.postId} />;
  return (
    <Composer initial={{ ...INITIAL_COMPOSER_STATE, date: at.date ?? '', time: at.time ?? '' }} />
  );
}

/** The composer over an existing post, once it has loaded. */
function EditPostComposer({ postId }: { postId: string }) {
  const trpc = useTRPC();
  const timeZone = useTimeZone();
  const post = useQuery(trpc.post.get.queryOptions({ id: postId }, { staleTime: Infinity }));
  if (post.isError) {
    return <ListLoadError title="Could not load this post" onRetry={() => void post.refetch()} />;
  }
  if (!post.data) {
    return (
      <div role="status" aria-label="Loading the post">
        <Loader />
      </div>
    );
  }
  if (!isComposable(post.data.platforms)) {
    return (
      <Alert color="yellow" variant="light" title="This post can no longer be edited">
        It has gone out to a platform (or is going out, or failed there): see it on its page, where
        a failed platform can be retried.
      </Alert>
    );
  }
  return (
    <Composer
      key={postId}
      initial={composerStateOfPost(post.data, timeZone)}
      editing={{ postId, released: creditsHeldByPost(post.data) }}
    />
  );
}

/** Stands for a list not loaded yet, the same one on every render (the memoised cards compare it). */
const NO_GROUPS: readonly { id: string; name: string }[] = [];

/**
 * The composer's state, and its cards. Typing changes the text on every keystroke: the cards that
 * do not show it are memoised and given stable props (callbacks over `setState`, memoised
 * derivations, the latest state read from a ref when a button is pressed), so a keystroke
 * re-renders the editor, its counter and the previews only.
 */
function Composer({ initial, editing }: { initial: ComposerState; editing?: Editing }) {
  useDocumentTitle(`${editing ? 'Edit Post' : 'Create New Post'} | Fanout`);
  const trpc = useTRPC();
  const [state, setState] = useState<ComposerState>(initial);

  const accountsQuery = useQuery(trpc.socialAccount.list.queryOptions());
  const groups = useQuery(trpc.accountGroup.list.queryOptions());
  const credits = useQuery(trpc.credit.summary.queryOptions());
  const reset = useCallback(() => setState(INITIAL_COMPOSER_STATE), []);
  const { pending, submitWith, queueWith } = useSubmitPost(reset, editing);
  const released = editing?.released;
  const summary = useMemo(
    () => creditsForComposer(credits.data, released),
    [credits.data, released],
  );

  const accounts = useMemo(
    () => accountsQuery.data?.filter((account) => account.isConnected),
    [accountsQuery.data],
  );
  const selected = useMemo(
    () => selectedAccounts({ accountIds: state.accountIds }, accounts ?? []),
    [state.accountIds, accounts],
  );

  const { submit, addToQueue } = useLatestSubmit({
    state,
    accounts,
    summary,
    submitWith,
    queueWith,
  });
  const platformCallbacks = usePlatformCallbacks(setState, state.facebookOptions, accountsQuery);

  return (
    <Stack gap="lg">
      <ComposerHeading editing={editing !== undefined} />
      <div className={classes.layout}>
        <Box className={classes.compose}>
          <Stack gap="lg">
            <ComposerGeneration
              mode={state.generationMode}
              provider={state.aiProvider}
              prompt={state.generationPrompt}
              referencePostIds={state.referencePostIds}
              setState={setState}
              selected={selected}
            />
            <ComposeCard state={state} setState={setState} selected={selected} />
            <ScheduleSection
              accounts={selected}
              date={state.date}
              time={state.time}
              onDateChange={platformCallbacks.onDateChange}
              onTimeChange={platformCallbacks.onTimeChange}
            />
          </Stack>
        </Box>
        <Stack className={classes.platforms} gap="lg">
          <SelectPlatformsCard
            accounts={accounts}
            loadFailed={accountsQuery.isError}
            onRetry={platformCallbacks.onRetryAccounts}
            groups={groups.data ?? NO_GROUPS}
            selectedIds={state.accountIds}
            facebookOptions={platformCallbacks.facebookOptions}
            onToggle={platformCallbacks.onToggle}
            onFacebookOption={platformCallbacks.onFacebookOption}
          />
          <ComposerPreviews state={state} selected={selected} />
        </Stack>
        <Group className={classes.actions} justify="flex-end">
          <ComposerActions
            pendingStatus={pending}
            credits={summary}
            accountCount={selected.length}
            onSubmit={submit}
            onQueue={editing ? undefined : addToQueue}
          />
        </Group>
      </div>
    </Stack>
  );
}

interface LatestSubmit {
  state: ComposerState;
  accounts: readonly SocialAccount[] | undefined;
  summary: { available: number; held: number } | undefined;
  submitWith: ReturnType<typeof useSubmitPost>['submitWith'];
  queueWith: ReturnType<typeof useSubmitPost>['queueWith'];
}

/**
 * The buttons' callbacks, the same on every render (the memoised buttons compare them): when
 * pressed, they read the last rendered state and wiring from a ref.
 */
function useLatestSubmit(current: LatestSubmit) {
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  const submit = useCallback((status: CreatePostStatus) => {
    const now = latest.current;
    now.submitWith({
      state: now.state,
      status,
      accounts: now.accounts ?? [],
      available: now.summary?.available,
    });
  }, []);
  const addToQueue = useCallback(() => {
    const now = latest.current;
    now.queueWith({
      state: now.state,
      accounts: now.accounts ?? [],
      available: now.summary?.available,
    });
  }, []);
  return { submit, addToQueue };
}

/** The schedule's and the platform card's callbacks, over `setState` (stable). */
function usePlatformCallbacks(
  setState: Dispatch<SetStateAction<ComposerState>>,
  facebookOptionsState: ComposerState['facebookOptions'],
  accountsQuery: { refetch: () => Promise<unknown> },
) {
  const onDateChange = useCallback(
    (date: string) => setState((current) => ({ ...current, date })),
    [setState],
  );
  const onTimeChange = useCallback(
    (time: string) => setState((current) => ({ ...current, time })),
    [setState],
  );
  const { refetch: refetchAccounts } = accountsQuery;
  const onRetryAccounts = useCallback(() => void refetchAccounts(), [refetchAccounts]);
  const facebookOptions = useCallback(
    (id: string) => facebookOptionsOf({ facebookOptions: facebookOptionsState }, id),
    [facebookOptionsState],
  );
  const onToggle = useCallback(
    (account: SocialAccount) => setState((current) => toggleAccount(current, account)),
    [setState],
  );
  const onFacebookOption = useCallback(
    (id: string, option: keyof FacebookPostOptions, value: boolean) =>
      setState((current) => setFacebookOption(current, id, option, value)),
    [setState],
  );
  return {
    onDateChange,
    onTimeChange,
    onRetryAccounts,
    facebookOptions,
    onToggle,
    onFacebookOption,
  };
}

/** Editing a scheduled post: what it holds now is given back when it is saved. */
function creditsForComposer(
  credits: { available: number; held: number } | undefined,
  released = 0,
): { available: number; held: number } | undefined {
  if (!credits) return undefined;
  return { available: credits.available + released, held: credits.held - released };
}

function ComposerHeading({ editing }: { editing: boolean }) {
  return (
    <div>
      <Title order={1} size="h2">
        {editing ? 'Edit Post' : 'Create New Post'}
      </Title>
      <Text c="dimmed">
        {editing
          ? 'Change anything, then save it as a draft, schedule it or post it now'
          : 'Compose and schedule posts across multiple platforms'}
      </Text>
    </div>
  );
}
