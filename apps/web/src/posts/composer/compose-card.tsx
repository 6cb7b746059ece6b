import type { ContentItem } from '@fanout/shared';
import { Card, Stack, TextInput, Title } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { AccountTabs, accountTabId, EDITOR_PANEL_ID } from './account-tabs';
import { followUpsOf, followUpSummary } from './composer-follow-ups';
import { sharedTextPlatforms, type ComposerAccount } from './composer-problem';
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

interface ComposeCardProps {
  state: ComposerState;
  setState: Dispatch<SetStateAction<ComposerState>>;
  /** The selected accounts, in the order they were checked. */
  selected: readonly ComposerAccount[];
}

/**
 * Title, then the account row and the editor it switches (spec 000 §2, ADR 0083). The title is
 * the post's, shared by every account; the text and media are the shared ones or, with an
 * account chosen, that account's, followed by its thread or first comment (ADR 0084).
 */
export function ComposeCard({ state, setState, selected }: ComposeCardProps) {
  const chosen = selected.find((account) => account.id === state.chosenAccountId);
  // A chosen account no longer listed (disconnected meanwhile) leaves the shared text shown.
  const target: EditorTarget = chosen ? editorTarget(state) : { kind: 'shared' };
  const content = chosen
    ? accountContent(state, chosen.id)
    : { textContent: state.textContent, media: state.media };
  const counterPlatforms = chosen ? [chosen.platform] : sharedTextPlatforms(state, selected);

  // Answers how many were new, for the 'Media Added' toast; read from the state of this render,
  // which is the one the user saw when confirming. The target is this render's too: an upload
  // lands where it was started.
  const onAddMedia = (items: readonly ContentItem[]) => {
    setState((current) => addEditorMedia(current, items, target).state);
    return addEditorMedia(state, items, target).added;
  };

  const editor = (
    <ContentEditor
      target={target}
      account={chosen}
      textContent={content.textContent}
      media={content.media}
      counterPlatforms={counterPlatforms}
      onTextChange={(text) => setState((current) => setEditorText(current, text, target))}
      onAddMedia={onAddMedia}
      onRemoveMedia={(id) => setState((current) => removeEditorMedia(current, id, target))}
      onCustomise={(id) => setState((current) => customiseAccount(current, id))}
      onBackToShared={(id) => setState((current) => backToShared(current, id))}
    />
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="composer-content-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="composer-content-title">
          Content
        </Title>
        <TextInput
          label="Title"
          placeholder="Give your post a title"
          value={state.title}
          onChange={(event) => {
            const title = event.currentTarget.value;
            setState((current) => ({ ...current, title }));
          }}
        />
        {selected.length === 0 ? (
          <Stack gap="md">{editor}</Stack>
        ) : (
          <>
            <AccountTabs
              accounts={selected}
              chosenAccountId={chosen?.id ?? null}
              isCustomised={(id) => isCustomised(state, id)}
              followUpSummary={(id) => followUpSummary(followUpsOf(state, id))}
              onChoose={(id) => setState((current) => chooseAccount(current, id))}
            />
            <Stack
              gap="md"
              role="tabpanel"
              id={EDITOR_PANEL_ID}
              aria-labelledby={accountTabId(chosen?.id ?? null)}
            >
              {editor}
              {chosen && (
                <FollowUpsEditor
                  // One per account: its focus moves and reply boxes are that account's own.
                  key={chosen.id}
                  account={chosen}
                  followUps={followUpsOf(state, chosen.id)}
                  setState={setState}
                />
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
