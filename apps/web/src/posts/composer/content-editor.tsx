import { PLATFORM_LABELS, variantAccountLabel, type ContentItem } from '@fanout/shared';
import { Button, Group, Paper, Text, Textarea, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconAt, IconHash, IconPencil } from '@tabler/icons-react';
import { memo, useMemo, type MouseEvent, type ReactNode } from 'react';
import { characterCounter } from './character-counter';
import type { ComposerAccount } from './composer-problem';
import type { EditorTarget } from './composer-variants';
import classes from './content-editor.module.css';
import { MediaSection } from './media-section';

export interface ContentEditorProps {
  target: EditorTarget;
  /** The chosen account, when the editor shows one. */
  account: ComposerAccount | undefined;
  textContent: string;
  media: readonly ContentItem[];
  /**
   * The platforms the counter counts for: the shared text's (those using it), or the chosen
   * account's own.
   */
  counterPlatforms: readonly string[];
  onTextChange: (text: string) => void;
  onAddMedia: (items: readonly ContentItem[]) => number;
  onRemoveMedia: (contentId: string) => void;
  onCustomise: (accountId: string) => void;
  onBackToShared: (accountId: string) => void;
}

/**
 * The text with its 'N / limit' counter and the media (spec 000 §2), for the shared post or for
 * the account chosen in the account row (ADR 0083). An account that follows the shared text shows
 * it read-only, with "Customise for X".
 */
export function ContentEditor(props: ContentEditorProps) {
  // Counted once per change of the text or the platforms, not on every render: a long pasted text
  // takes milliseconds to count (linear, ADR 0061), not nothing.
  const platformKey = props.counterPlatforms.join(',');
  const counter = useMemo(
    () => characterCounter(platformKey === '' ? [] : platformKey.split(','), props.textContent),
    [platformKey, props.textContent],
  );
  const readOnly = props.target.kind === 'follows-shared';
  const label = props.account ? `Content for ${variantAccountLabel(props.account)}` : 'Content';
  return (
    <>
      {props.account && (
        <VariantNote
          account={props.account}
          customised={props.target.kind === 'variant'}
          onCustomise={props.onCustomise}
          onBackToShared={props.onBackToShared}
        />
      )}
      <div>
        {/* The counter is the text box's description, so it is read with the box (Mantine
            replaces an aria-describedby of its own): "Characters: 312 / 280". */}
        <Textarea
          label={label}
          placeholder="What would you like to share?"
          // Grows from 6 rows to 16 with the text, sized by CSS (content-editor.module.css).
          rows={6}
          classNames={{ input: classes.text }}
          value={props.textContent}
          readOnly={readOnly}
          // Read-only looks it: the shared text shown for an account that has not customised it.
          styles={readOnly ? { input: { background: 'var(--fanout-surface-muted)' } } : undefined}
          onChange={(event) => props.onTextChange(event.currentTarget.value)}
          description={counter.label}
          descriptionProps={{
            'aria-label': `Characters: ${counter.label}`,
            ta: 'right',
            fz: 'sm',
            c: counter.over ? 'red' : 'dimmed',
            fw: counter.over ? 600 : undefined,
          }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={counter.over}
        />
        <ComingSoonButtons />
      </div>
      <MediaSection
        media={props.media}
        readOnly={readOnly}
        onAdd={props.onAddMedia}
        onRemove={props.onRemoveMedia}
      />
    </>
  );
}

interface VariantNoteProps {
  account: ComposerAccount;
  customised: boolean;
  onCustomise: (accountId: string) => void;
  onBackToShared: (accountId: string) => void;
}

/** Whose text the editor shows, and the way to give the account its own or to drop it. */
const VariantNote = memo(function VariantNote({
  account,
  customised,
  onCustomise,
  onBackToShared,
}: VariantNoteProps) {
  const label = variantAccountLabel(account);
  return (
    <Paper withBorder p="xs" bg="var(--fanout-surface-muted)">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {customised
            ? `Changes here go to ${label} only.`
            : `${label} uses the shared text and media.`}
        </Text>
        {customised ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowBackUp size={16} />}
            onClick={() => onBackToShared(account.id)}
          >
            Back to the shared text
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={16} />}
            onClick={() => onCustomise(account.id)}
          >
            Customise for {PLATFORM_LABELS[account.platform]}
          </Button>
        )}
      </Group>
    </Paper>
  );
});

/** Add Tags and Mentions, which do not change: not rendered again as the text is typed. */
const ComingSoonButtons = memo(function ComingSoonButtons() {
  return (
    <Group gap="xs" mt={6}>
      <ComingSoon icon={<IconHash size={16} />}>Add Tags</ComingSoon>
      <ComingSoon icon={<IconAt size={16} />}>Mentions</ComingSoon>
    </Group>
  );
});

/**
 * The spec shows these buttons without their behaviour. A disabled button fires no pointer
 * events, so it is marked disabled with data-disabled/aria-disabled to keep its tooltip.
 */
function ComingSoon({ icon, children }: { icon: ReactNode; children: string }) {
  return (
    <Tooltip label="Coming soon">
      <Button
        variant="default"
        size="xs"
        leftSection={icon}
        data-disabled
        aria-disabled
        onClick={(event: MouseEvent) => event.preventDefault()}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
