import type { AiProvider, GenerationMode } from '@fanout/shared';
import { Alert, Card, Radio, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ReferencePostPicker } from './reference-post-picker';

/** Shown until a later issue connects the AI text providers. */
const NOT_CONFIGURED = 'AI generation is not configured on this server yet.';

const MODES: { value: GenerationMode; label: string; description: string }[] = [
  {
    value: 'predefined',
    label: 'Write it myself',
    description: 'Compose the post by hand (predefined).',
  },
  {
    value: 'ai_topic',
    label: 'AI: generate from a topic',
    description: 'Describe a topic or keywords and let AI write the post (ai_topic).',
  },
  {
    value: 'ai_style_emulation',
    label: 'AI: emulate my earlier posts',
    description: 'Pick 1 to 3 earlier posts whose style AI should follow (ai_style_emulation).',
  },
];

/** Spec 000 §9: openai, labelled GPT-5, is the default; gemini is the other. */
const PROVIDERS: { value: AiProvider; label: string }[] = [
  { value: 'openai', label: 'GPT-5' },
  { value: 'gemini', label: 'Gemini' },
];

function isMode(value: string): value is GenerationMode {
  return MODES.some((mode) => mode.value === value);
}

function isProvider(value: string | null): value is AiProvider {
  return PROVIDERS.some((provider) => provider.value === value);
}

interface GenerationSectionProps {
  mode: GenerationMode;
  provider: AiProvider;
  topic: string;
  referencePostIds: readonly string[];
  onModeChange: (mode: GenerationMode) => void;
  onProviderChange: (provider: AiProvider) => void;
  onTopicChange: (topic: string) => void;
  onToggleReferencePost: (postId: string) => void;
}

/**
 * How the text is made (spec 000 §2/§4): by hand, from a topic, or in the style of earlier
 * posts. The AI choices are kept with the post, but generation itself is not available yet.
 */
export function GenerationSection(props: GenerationSectionProps) {
  const { mode } = props;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="composer-generation-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="composer-generation-title">
          Generation Mode
        </Title>
        <Radio.Group
          aria-labelledby="composer-generation-title"
          value={mode}
          onChange={(value) => {
            if (isMode(value)) props.onModeChange(value);
          }}
        >
          <Stack gap="xs">
            {MODES.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.description}
              />
            ))}
          </Stack>
        </Radio.Group>
        {mode !== 'predefined' && (
          <>
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
              {NOT_CONFIGURED}
            </Alert>
            <Select
              label="AI Provider"
              data={PROVIDERS}
              value={props.provider}
              onChange={(value) => {
                if (isProvider(value)) props.onProviderChange(value);
              }}
              allowDeselect={false}
            />
          </>
        )}
        {mode === 'ai_topic' && (
          <TextInput
            label="Topic / Keywords"
            placeholder="e.g. our spring product launch"
            value={props.topic}
            onChange={(event) => props.onTopicChange(event.currentTarget.value)}
          />
        )}
        {mode === 'ai_style_emulation' && (
          <ReferencePostPicker
            selectedIds={props.referencePostIds}
            onToggle={props.onToggleReferencePost}
          />
        )}
      </Stack>
    </Card>
  );
}
