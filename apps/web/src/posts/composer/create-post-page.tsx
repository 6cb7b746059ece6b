import type { AiProvider, ContentItem, CreatePostStatus } from '@fanout/shared';
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { showToast } from '../../feedback/show-toast';
import { useCallback, useState } from 'react';
import { useTRPC } from '../../app/trpc';
import { browserTimeZone } from '../browser-time-zone';
import { showPostProblem } from '../show-post-failure';
import { generationPlatforms, generationProblem } from './ai-generation';
import { buildCreatePayload } from './build-create-payload';
import { ComposeCard } from './compose-card';
import { ComposerActions } from './composer-actions';
import classes from './create-post-layout.module.css';
import { composerProblem, selectedAccounts } from './composer-problem';
import {
  addMedia,
  facebookOptionsOf,
  INITIAL_COMPOSER_STATE,
  removeMedia,
  setFacebookOption,
  toggleAccount,
  toggleReferencePost,
  type ComposerState,
} from './composer-state';
import { GenerationSection } from './generation-section';
import { ScheduleSection } from './schedule-section';
import { SelectPlatformsCard } from './select-platforms-card';
import { useAiGeneration } from './use-ai-generation';
import { useCreatePost } from './use-create-post';

/** Create Post (/create, spec 000 §2). */
export function CreatePostPage() {
  useDocumentTitle('Create New Post | Fanout');
  const trpc = useTRPC();
  const [state, setState] = useState<ComposerState>(INITIAL_COMPOSER_STATE);
  const set = (patch: Partial<ComposerState>) => setState((current) => ({ ...current, ...patch }));

  const accountsQuery = useQuery(trpc.socialAccount.list.queryOptions());
  const groups = useQuery(trpc.accountGroup.list.queryOptions());
  const credits = useQuery(trpc.credit.summary.queryOptions());
  const create = useCreatePost();
  // Stable, as the provider select's fallback effect depends on it.
  const onProviderChange = useCallback(
    (aiProvider: AiProvider) => setState((current) => ({ ...current, aiProvider })),
    [],
  );
  const ai = useAiGeneration({
    onGenerated: ({ title, textContent, generatedAt }) => set({ title, textContent, generatedAt }),
    // Hashtags arrive after the text: they are not forced onto text the user has changed since.
    onHashtags: (generated, withHashtags) =>
      setState((current) =>
        current.textContent === generated ? { ...current, textContent: withHashtags } : current,
      ),
  });

  const accounts = accountsQuery.data?.filter((account) => account.isConnected);
  const selected = selectedAccounts(state, accounts ?? []);

  const submit = (status: CreatePostStatus) => {
    const context = {
      accounts: accounts ?? [],
      available: credits.data?.available,
      now: new Date(),
    };
    const problem = composerProblem(state, status, context);
    if (problem !== null) {
      showPostProblem(problem);
      return;
    }
    const payload = buildCreatePayload(state, status, {
      accounts: context.accounts,
      timeZone: browserTimeZone(),
    });
    // Spec 000 §4: a created post clears the form for the next one.
    create.mutate(payload, { onSuccess: () => setState(INITIAL_COMPOSER_STATE) });
  };

  const generationRequest = () => {
    const mode = state.generationMode;
    if (mode === 'predefined') return null;
    const problem = generationProblem(state, selected.length);
    if (problem !== null) {
      showToast({ ...problem, color: 'red' });
      return null;
    }
    return {
      mode,
      prompt: state.generationPrompt,
      referencePostIds: state.referencePostIds,
      platforms: generationPlatforms(selected),
      provider: state.aiProvider,
    };
  };

  // Answers how many were new, for the 'Media Added' toast; read from the state of this render,
  // which is the one the user saw when confirming.
  const onAddMedia = (items: readonly ContentItem[]) => {
    setState((current) => addMedia(current, items).state);
    return addMedia(state, items).added;
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Create New Post
        </Title>
        <Text c="dimmed">Compose and schedule posts across multiple platforms</Text>
      </div>
      <div className={classes.layout}>
        <Box className={classes.compose}>
          <Stack gap="lg">
            <GenerationSection
              mode={state.generationMode}
              provider={state.aiProvider}
              topic={state.generationPrompt}
              referencePostIds={state.referencePostIds}
              onModeChange={(generationMode) => set({ generationMode })}
              phase={ai.phase}
              variants={ai.variants}
              onProviderChange={onProviderChange}
              onTopicChange={(generationPrompt) => set({ generationPrompt })}
              onToggleReferencePost={(id) =>
                setState((current) => toggleReferencePost(current, id))
              }
              onGenerate={() => {
                const request = generationRequest();
                if (request) void ai.generate(request);
              }}
              onGenerateVariants={(tone) => {
                const request = generationRequest();
                if (request) void ai.generateVariants(request, tone);
              }}
              onChooseVariant={(post) => void ai.choose(post)}
              onDismissVariants={ai.dismissVariants}
            />
            <ComposeCard
              title={state.title}
              textContent={state.textContent}
              platforms={selected.map((account) => account.platform)}
              media={state.media}
              onTitleChange={(title) => set({ title })}
              onTextChange={(textContent) => set({ textContent })}
              onAddMedia={onAddMedia}
              onRemoveMedia={(id) => setState((current) => removeMedia(current, id))}
            />
            <ScheduleSection
              date={state.date}
              time={state.time}
              onDateChange={(date) => set({ date })}
              onTimeChange={(time) => set({ time })}
            />
          </Stack>
        </Box>
        <Box className={classes.platforms}>
          <SelectPlatformsCard
            accounts={accounts}
            loadFailed={accountsQuery.isError}
            onRetry={() => void accountsQuery.refetch()}
            groups={groups.data ?? []}
            selectedIds={state.accountIds}
            facebookOptions={(id) => facebookOptionsOf(state, id)}
            onToggle={(account) => setState((current) => toggleAccount(current, account))}
            onFacebookOption={(id, option, value) =>
              setState((current) => setFacebookOption(current, id, option, value))
            }
          />
        </Box>
        <Group className={classes.actions} justify="flex-end">
          <ComposerActions
            pendingStatus={create.isPending ? create.variables.status : undefined}
            credits={credits.data}
            accountCount={selected.length}
            onSubmit={submit}
          />
        </Group>
      </div>
    </Stack>
  );
}
