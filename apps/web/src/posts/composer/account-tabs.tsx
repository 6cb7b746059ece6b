import { variantAccountLabel, type SocialAccount } from '@fanout/shared';
import { Badge, ThemeIcon } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { memo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { PLATFORM_META } from '../../accounts/platform-meta';
import classes from './account-tabs.module.css';
import { tabIndexAfterKey } from './tab-keys';

/** The one panel every tab controls: the editor (text box, counter, media). */
export const EDITOR_PANEL_ID = 'composer-editor-panel';
/** The previews beside the editor, which the tabs switch too. */
export const PREVIEWS_ID = 'composer-previews';

/** The id of an entry's tab: the panel is labelled by the chosen one. */
export function accountTabId(accountId: string | null): string {
  return accountId === null ? 'composer-tab-shared' : `composer-tab-${accountId}`;
}

interface AccountTabsProps {
  /** The selected accounts, in the order they were checked. */
  accounts: readonly Pick<SocialAccount, 'id' | 'platform' | 'platformUsername'>[];
  /** null: the shared text. */
  chosenAccountId: string | null;
  isCustomised: (accountId: string) => boolean;
  /** Whether its network options differ from the defaults (ADR 0088). */
  hasOptions: (accountId: string) => boolean;
  /** "Thread of 3", "First comment", or null (`followUpSummary`). */
  followUpSummary: (accountId: string) => string | null;
  onChoose: (accountId: string | null) => void;
}

/**
 * The account row (ADR 0083): "All accounts" (the shared text), then each selected account, marked
 * "Customised" when its text or media differ from the shared ones, with its thread or first
 * comment when it has one (ADR 0084), and "Options" when its network options differ from the
 * defaults (ADR 0088: no customisation of the text). A tab list with one tab stop
 * and automatic activation: the arrow keys, Home and End choose and focus.
 */
export const AccountTabs = memo(function AccountTabs({
  accounts,
  chosenAccountId,
  isCustomised,
  hasOptions,
  followUpSummary,
  onChoose,
}: AccountTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const entries: (string | null)[] = [null, ...accounts.map((account) => account.id)];
  const chosenIndex = Math.max(0, entries.indexOf(chosenAccountId));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexAfterKey(event.key, chosenIndex, entries.length);
    if (next === null) return;
    event.preventDefault();
    onChoose(entries[next] ?? null);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Text and media for"
      className={classes.list}
      onKeyDown={onKeyDown}
    >
      <Tab id={null} selected={chosenIndex === 0} onChoose={onChoose}>
        <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
          <IconUsersGroup size={13} />
        </ThemeIcon>
        All accounts
      </Tab>
      {accounts.map((account) => {
        const { icon: Icon, color } = PLATFORM_META[account.platform];
        const followUps = followUpSummary(account.id);
        return (
          <Tab
            key={account.id}
            id={account.id}
            selected={account.id === chosenAccountId}
            onChoose={onChoose}
          >
            <ThemeIcon size={20} radius="xl" color={color} aria-hidden>
              <Icon size={13} />
            </ThemeIcon>
            {variantAccountLabel(account)}
            {isCustomised(account.id) && (
              <Badge size="xs" variant="light" color="grape">
                Customised
              </Badge>
            )}
            {followUps !== null && (
              <Badge size="xs" variant="light" color="blue" tt="none">
                {followUps}
              </Badge>
            )}
            {hasOptions(account.id) && (
              <Badge size="xs" variant="light" color="teal">
                Options
              </Badge>
            )}
          </Tab>
        );
      })}
    </div>
  );
});

function Tab(props: {
  id: string | null;
  selected: boolean;
  onChoose: (accountId: string | null) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      id={accountTabId(props.id)}
      aria-selected={props.selected}
      aria-controls={`${EDITOR_PANEL_ID} ${PREVIEWS_ID}`}
      tabIndex={props.selected ? 0 : -1}
      className={classes.tab}
      onClick={() => props.onChoose(props.id)}
    >
      {props.children}
    </button>
  );
}
