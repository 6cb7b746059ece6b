import { Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface Choice {
  value: string;
  label: string;
  description?: string;
}

interface ChoiceDialogProps {
  title: string;
  /** Label above the radio options. */
  groupLabel: string;
  /** Undefined while the choices load. */
  choices: Choice[] | undefined;
  loadingText: string;
  emptyText: string;
  initialValue: string | null;
  saving: boolean;
  onSave: (value: string) => void;
  onClose: () => void;
}

/** A dialog that picks one of a list fetched from the platform (a Facebook page, a Pinterest board). */
export function ChoiceDialog(props: ChoiceDialogProps) {
  const { choices, initialValue, saving, onSave, onClose } = props;
  const [value, setValue] = useState<string | null>(initialValue);
  const chosen = choices?.some((choice) => choice.value === value) ? value : null;

  return (
    <Modal opened onClose={onClose} title={props.title}>
      <Stack gap="md">
        <ChoiceList {...props} value={chosen} onChange={setValue} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={chosen === null}
            loading={saving}
            onClick={() => chosen !== null && onSave(chosen)}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ChoiceList({
  groupLabel,
  choices,
  loadingText,
  emptyText,
  value,
  onChange,
}: ChoiceDialogProps & { value: string | null; onChange: (value: string) => void }) {
  if (choices === undefined) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{loadingText}</Text>
      </Group>
    );
  }
  if (choices.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <ScrollArea.Autosize mah="50vh" type="auto">
      <Radio.Group value={value} onChange={onChange} label={groupLabel}>
        <Stack gap="sm">
          {choices.map((choice) => (
            <Radio
              key={choice.value}
              value={choice.value}
              label={choice.label}
              description={choice.description}
            />
          ))}
        </Stack>
      </Radio.Group>
    </ScrollArea.Autosize>
  );
}
