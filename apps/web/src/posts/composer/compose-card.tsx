import type { ContentItem } from '@fanout/shared';
import { Card, Stack, TextInput, Title } from '@mantine/core';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { AccountTabs, accountTabId, EDITOR_PANEL_ID } from './account-tabs';
import { AdaptForEachNetwork } from './adapt-for-each-network';
import { ownTextKey } from './adapt-proposals';
import { followUpsOf, followUpSummary } from './composer-follow-ups';
import { disclosureOn, hasEditedOptions } from './composer-network-options';
import { sharedTextPlatforms } from './composer-problem';
import type { ComposerState } from './composer-state';
import {
  accountContent,
  addEditorMedia,
  backToShared,
  chooseAccount,
  customiseAccount,
  editorTarget,
  isCustomised,
  removeEditorMedia,
  setEditorText,
  type EditorTarget,
} from './composer-variants';
import { ContentEditor } from './content-editor';
import { FollowUpsEditor } from './follow-ups-editor';
import {
  NetworkOptionsEditor,
  type OptionsAccount,
} from './network-options/network-options-editor';

interface ComposeCardProps {
  state: ComposerState;
  setState: Dispatch<SetStateAction<ComposerState>>;
  /** The selected accounts, in the order they were checked. */
  selected: readonly OptionsAccount[];
}

/**
 * Title, then the account row and the editor it switches (spec 000 §2, ADR 0083). The title is
 * the post's, shared by every account; the text and media are the shared ones or, with an
 * account chosen, that account's, followed by its thread or first comment (ADR 0084) and its
 * network's options (ADR 0088). Below them, "Adapt for each network" (ADR 0086).
 */
export function ComposeCard({ state, setState, selected }: ComposeCardProps) {
  const chosen = selected.find((account) => account.id === state.chosenAccountId);
  // A chosen account no longer listed (disconnected meanwhile) leaves the shared text shown.
  const shown = chosen ? editorTarget(state) : SHARED;
  // The same object while the target stays, so the editor's callbacks (and the memoised media
  // section) stay the same from one keystroke to the next.
  const targetKind = shown.kind;
  const targetAccountId = shown.kind === 'shared' ? null : shown.accountId;
  const target: EditorTarget = useMemo(
    () => (targetAccountId === null ? SHARED : { kind: targetKind, accountId: targetAccountId }),
    [targetKind, targetAccountId],
  ) as EditorTarget;
  const content = chosen
    ? accountContent(state, chosen.id)
    : { textContent: state.textContent, media: state.media };
  const counterPlatforms = chosen ? [chosen.platform] : sharedTextPlatforms(state, selected);

  const callbacks = useEditorCallbacks(state, setState, target);
  const marks = useAccountRowMarks(state, selected);

  const editor = (
    <ContentEditor
      target={target}
      account={chosen}
      textContent={content.textContent}
      media={content.media}
      counterPlatforms={counterPlatforms}
      onTextChange={callbacks.onTextChange}
      onAddMedia={callbacks.onAddMedia}
      onRemoveMedia={callbacks.onRemoveMedia}
      onCustomise={callbacks.onCustomise}
      onBackToShared={callbacks.onBackToShared}
    />
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="composer-content-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="composer-content-title">
          Content
        </Title>
        <TitleInput title={state.title} setState={setState} />
        {selected.length === 0 ? (
          <Stack gap="md">{editor}</Stack>
        ) : (
          <>
            <AccountTabs
              accounts={selected}
              chosenAccountId={chosen?.id ?? null}
              isCustomised={marks.isCustomised}
              hasOptions={marks.hasOptions}
              followUpSummary={marks.followUpSummary}
              onChoose={callbacks.onChoose}
            />
            <Stack
              gap="md"
              role="tabpanel"
              id={EDITOR_PANEL_ID}
              aria-labelledby={accountTabId(chosen?.id ?? null)}
            >
              {editor}
              {chosen && (
                <AccountParts
                  state={state}
                  setState={setState}
                  account={chosen}
                  media={content.media}
                />
              )}
            </Stack>
          </>
        )}
        <AdaptForEachNetwork
          sharedText={state.textContent}
          provider={state.aiProvider}
          selected={selected}
          ownTextKey={ownTextKey(state, selected)}
          setState={setState}
        />
      </Stack>
    </Card>
  );
}

const SHARED: EditorTarget = { kind: 'shared' };

/** Below the chosen account's text and media: its thread or first comment, then its options. */
function AccountParts(props: {
  state: ComposerState;
  setState: Dispatch<SetStateAction<ComposerState>>;
  account: OptionsAccount;
  media: readonly ContentItem[];
}) {
  const { state, setState, account } = props;
  return (
    <>
      <FollowUpsEditor
        // One per account: its focus moves and reply boxes are that account's own.
        key={account.id}
        account={account}
        followUps={followUpsOf(state, account.id)}
        setState={setState}
      />
      <NetworkOptionsEditor
        // One per account: its queries and fields are that account's own.
        key={`options-${account.id}`}
        account={account}
        edited={state.networkOptions[account.id]}
        media={props.media}
        postTitle={state.title}
        disclosing={disclosureOn(state, account.id)}
        setState={setState}
      />
    </>
  );
}

/**
 * The editor's and the account row's callbacks, the same from one keystroke to the next (the
 * memoised account row and media section compare them): they change with the target only.
 */
function useEditorCallbacks(
  state: ComposerState,
  setState: Dispatch<SetStateAction<ComposerState>>,
  target: EditorTarget,
) {
  // Answers how many were new, for the 'Media Added' toast; read from the state the user saw when
  // confirming (the last one rendered). The target is that render's too: an upload lands where
  // it was started.
  const shownState = useRef(state);
  useLayoutEffect(() => {
    shownState.current = state;
  });
  const onAddMedia = useCallback(
    (items: readonly ContentItem[]) => {
      setState((current) => addEditorMedia(current, items, target).state);
      return addEditorMedia(shownState.current, items, target).added;
    },
    [setState, target],
  );
  const onTextChange = useCallback(
    (text: string) => setState((current) => setEditorText(current, text, target)),
    [setState, target],
  );
  const onRemoveMedia = useCallback(
    (id: string) => setState((current) => removeEditorMedia(current, id, target)),
    [setState, target],
  );
  const onCustomise = useCallback(
    (id: string) => setState((current) => customiseAccount(current, id)),
    [setState],
  );
  const onBackToShared = useCallback(
    (id: string) => setState((current) => backToShared(current, id)),
    [setState],
  );
  const onChoose = useCallback(
    (id: string | null) => setState((current) => chooseAccount(current, id)),
    [setState],
  );
  return { onAddMedia, onTextChange, onRemoveMedia, onCustomise, onBackToShared, onChoose };
}

/**
 * Which accounts the row marks "Customised" and "Options", and their follow-ups' summaries, kept
 * stable.
 */
function useAccountRowMarks(state: ComposerState, selected: readonly OptionsAccount[]) {
  // As primitives: a keystroke in a variant changes the state, not them.
  const customisedKey = selected
    .filter((account) => isCustomised(state, account.id))
    .map((account) => account.id)
    .join('\n');
  const isCustomisedId = useMemo(() => idTest(customisedKey), [customisedKey]);
  const optionsKey = selected
    .filter((account) => hasEditedOptions(state, account))
    .map((account) => account.id)
    .join('\n');
  const hasOptions = useMemo(() => idTest(optionsKey), [optionsKey]);
  const followUps = state.followUps;
  const followUpSummaryOf = useCallback(
    (id: string) => followUpSummary(followUpsOf({ followUps }, id)),
    [followUps],
  );
  return { isCustomised: isCustomisedId, hasOptions, followUpSummary: followUpSummaryOf };
}

function idTest(key: string): (id: string) => boolean {
  const ids = new Set(key.split('\n'));
  return (id) => ids.has(id);
}

/** The post's title, shared by every account: not rendered again as the text is typed. */
const TitleInput = memo(function TitleInput({
  title,
  setState,
}: {
  title: string;
  setState: Dispatch<SetStateAction<ComposerState>>;
}) {
  return (
    <TextInput
      label="Title"
      placeholder="Give your post a title"
      value={title}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setState((current) => ({ ...current, title: value }));
      }}
    />
  );
});
