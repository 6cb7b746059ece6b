import type { Platform } from '@fanout/shared';
import { ActionIcon, Group, Textarea, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { followUpCounter } from './character-counter';

interface FollowUpBoxProps {
  /** Which reply (its ThreadReply key); a first comment has none. */
  itemKey: number;
  /** The box's name: "Thread item 2", "First comment". */
  label: string;
  /** Named but not labelled on screen: a heading above says the same. */
  labelHidden?: boolean;
  value: string;
  platform: Platform;
  limit: number;
  onChange: (itemKey: number, text: string) => void;
  onRemove: (itemKey: number) => void;
  /** Hands the text box over for focus moves (null when it goes). */
  register: (itemKey: number, box: HTMLTextAreaElement | null) => void;
}

/**
 * One thread reply or first comment: its text with its 'N / limit' counter, and a button that
 * removes it. Memoised, with callbacks that take the item's key, so typing in one box re-renders
 * that box alone.
 */
export const FollowUpBox = memo(function FollowUpBox(props: FollowUpBoxProps) {
  const { itemKey, label, labelHidden = false, value, platform, limit } = props;
  const { onChange, onRemove, register } = props;
  const counter = useMemo(() => followUpCounter(platform, value, limit), [platform, value, limit]);
  const removeLabel = `Remove ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Textarea
        ref={(box) => register(itemKey, box)}
        style={{ flex: 1 }}
        {...(labelHidden ? { 'aria-label': label } : { label })}
        autosize
        minRows={2}
        maxRows={10}
        value={value}
        onChange={(event) => onChange(itemKey, event.currentTarget.value)}
        // As the main text box: the counter is the description, read with the box.
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
      <Tooltip label={removeLabel}>
        <ActionIcon
          variant="subtle"
          color="gray"
          mt={labelHidden ? 4 : 26}
          aria-label={removeLabel}
          onClick={() => onRemove(itemKey)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
});
