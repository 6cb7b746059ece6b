import {
  VARIANT_TONES,
  type AiProvider,
  type GeneratedPost,
  type GenerationMode,
  type VariantTone,
} from '@fanout/shared';
import { Button, Card, Group, Radio, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../app/trpc';
import { defaultProvider } from './ai-generation';
import { GenerationProgress } from './generation-progress';
import { ReferencePostPicker } from './reference-post-picker';
import type { GenerationPhase } from './use-ai-generation';
import { VariantChooser } from './variant-chooser';

/** Spec 000 §2/§4's three modes, named as the spec names them. */
const MODES: { value: GenerationMode; label: string; description: string }[] = [
  { value: 'predefined', label: 'Predefined', description: 'Write the post yourself.' },
  {
    value: 'ai_topic',
    label: 'AI Topic',
    description: 'Describe a topic or keywords and let AI write the post.',
  },
  {
    value: 'ai_style_emulation',
    label: 'AI Style Emulation',
    description: 'Pick 1 to 3 earlier posts whose style AI should follow.',
  },
];

const TONE_LABELS: Record<VariantTone, string> = {
  casual: 'Casual',
  witty: 'Witty',
  storytelling: 'Storytelling',
};

function isMode(value: string): value is GenerationMode {
  return MODES.some((mode) => mode.value === value);
}

function isTone(value: string | null): value is VariantTone {
  return VARIANT_TONES.some((tone) => tone === value);
}

interface GenerationSectionProps {
  mode: GenerationMode;
  provider: AiProvider;
  topic: string;
  referencePostIds: readonly string[];
  phase: GenerationPhase;
  variants: readonly GeneratedPost[] | undefined;
  onModeChange: (mode: GenerationMode) => void;
  onProviderChange: (provider: AiProvider) => void;
  onTopicChange: (topic: string) => void;
  onToggleReferencePost: (postId: string) => void;
  onGenerate: () => void;
  onGenerateVariants: (tone: VariantTone) => void;
  onChooseVariant: (post: GeneratedPost) => void;
  onDismissVariants: () => void;
}

function ModeChoice({ mode, onModeChange }: Pick<GenerationSectionProps, 'mode' | 'onModeChange'>) {
  return (
    <Radio.Group
      aria-labelledby="composer-generation-title"
      value={mode}
      onChange={(value) => {
        if (isMode(value)) onModeChange(value);
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
  );
}

interface GenerateButtonsProps extends Pick<
  GenerationSectionProps,
  'phase' | 'onGenerate' | 'onGenerateVariants'
> {
  /** Topic mode also offers three variants in a tone. */
  withVariants: boolean;
  tone: VariantTone;
  onToneChange: (tone: VariantTone) => void;
}

function GenerateButtons({
  withVariants,
  phase,
  tone,
  onToneChange,
  onGenerate,
  onGenerateVariants,
}: GenerateButtonsProps) {
  const busy = phase !== 'idle';
  return (
    <Group gap="sm" align="flex-end">
      <Button
        leftSection={<IconSparkles size={18} />}
        loading={phase === 'content'}
        disabled={busy}
        onClick={onGenerate}
      >
        Generate
      </Button>
      {withVariants && (
        <>
          <Select
            label="Tone"
            w={160}
            data={VARIANT_TONES.map((value) => ({ value, label: TONE_LABELS[value] }))}
            value={tone}
            onChange={(value) => {
              if (isTone(value)) onToneChange(value);
            }}
            allowDeselect={false}
          />
          <Button variant="light" disabled={busy} onClick={() => onGenerateVariants(tone)}>
            Generate 3 variants
          </Button>
        </>
      )}
    </Group>
  );
}

/**
 * How the text is made (spec 000 §2/§4): by hand, from a topic, or in the style of earlier
 * posts, with the provider to ask. Beyond the spec, topic mode can also offer three variants in
 * a tone to choose from.
 */
export function GenerationSection(props: GenerationSectionProps) {
  const { mode, provider, onProviderChange } = props;
  const trpc = useTRPC();
  const providers = useQuery(trpc.ai.providers.queryOptions());
  const [tone, setTone] = useState<VariantTone>('casual');

  // The spec's default (openai) unless it cannot answer here: then the first provider that can.
  useEffect(() => {
    const list = providers.data;
    if (!list) return;
    const current = list.find((entry) => entry.id === provider);
    if (current?.available) return;
    const fallback = defaultProvider(list);
    if (fallback !== provider) onProviderChange(fallback);
  }, [providers.data, provider, onProviderChange]);

  const providerOptions = (providers.data ?? []).map((entry) => ({
    value: entry.id,
    label: entry.available ? entry.label : `${entry.label} (not configured on this server)`,
    disabled: !entry.available,
  }));

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="composer-generation-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="composer-generation-title">
          Generation Mode
        </Title>
        <ModeChoice mode={mode} onModeChange={props.onModeChange} />
        {mode !== 'predefined' && (
          <Select
            label="AI Provider"
            data={providerOptions}
            value={providerOptions.length > 0 ? provider : null}
            placeholder={providers.isError ? 'Could not load the providers' : 'Loading...'}
            onChange={(value) => {
              const chosen = providers.data?.find((entry) => entry.id === value);
              if (chosen) onProviderChange(chosen.id);
            }}
            allowDeselect={false}
          />
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
        {mode !== 'predefined' && (
          <GenerateButtons
            withVariants={mode === 'ai_topic'}
            phase={props.phase}
            tone={tone}
            onToneChange={setTone}
            onGenerate={props.onGenerate}
            onGenerateVariants={props.onGenerateVariants}
          />
        )}
        <GenerationProgress phase={props.phase} />
        {props.variants && (
          <VariantChooser
            variants={props.variants}
            onChoose={props.onChooseVariant}
            onDismiss={props.onDismissVariants}
          />
        )}
      </Stack>
    </Card>
  );
}
