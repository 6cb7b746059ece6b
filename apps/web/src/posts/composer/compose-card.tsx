import type { ContentItem } from '@fanout/shared';
import {
  Button,
  Card,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAt, IconHash } from '@tabler/icons-react';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { characterCounter } from './character-counter';
import { MediaSection } from './media-section';

const COUNTER_ID = 'composer-character-counter';

interface ComposeCardProps {
  title: string;
  textContent: string;
  /** The selected accounts' platforms: they set the limit and how the text is counted. */
  platforms: readonly string[];
  media: readonly ContentItem[];
  onTitleChange: (title: string) => void;
  onTextChange: (text: string) => void;
  onAddMedia: (items: readonly ContentItem[]) => number;
  onRemoveMedia: (contentId: string) => void;
}

/** Title, text with its 'N / limit' counter, and media (spec 000 §2). */
export function ComposeCard(props: ComposeCardProps) {
  // Counted once per change of the text or the platforms, not on every render: a long pasted text
  // takes milliseconds to count (linear, ADR 0061), not nothing.
  const platformKey = props.platforms.join(',');
  const counter = useMemo(
    () => characterCounter(platformKey === '' ? [] : platformKey.split(','), props.textContent),
    [platformKey, props.textContent],
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
          value={props.title}
          onChange={(event) => props.onTitleChange(event.currentTarget.value)}
        />
        <div>
          <Textarea
            label="Content"
            placeholder="What would you like to share?"
            autosize
            minRows={6}
            maxRows={16}
            value={props.textContent}
            onChange={(event) => props.onTextChange(event.currentTarget.value)}
            aria-describedby={COUNTER_ID}
            error={counter.over}
          />
          <Group justify="space-between" mt={6} gap="xs">
            <Group gap="xs">
              <ComingSoon icon={<IconHash size={16} />}>Add Tags</ComingSoon>
              <ComingSoon icon={<IconAt size={16} />}>Mentions</ComingSoon>
            </Group>
            <Text
              id={COUNTER_ID}
              size="sm"
              c={counter.over ? 'red' : 'dimmed'}
              fw={counter.over ? 600 : undefined}
              aria-label={`Characters: ${counter.label}`}
            >
              {counter.label}
            </Text>
          </Group>
        </div>
        <MediaSection media={props.media} onAdd={props.onAddMedia} onRemove={props.onRemoveMedia} />
      </Stack>
    </Card>
  );
}

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
