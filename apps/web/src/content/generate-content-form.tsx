import { generateContentInput } from '@fanout/shared';
import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconSparkles } from '@tabler/icons-react';

/** Shown until a later issue connects the AI image, video and voice providers. */
const NOT_CONFIGURED = 'AI generation is not configured on this server yet.';

const TYPE_OPTIONS = [
  { value: 'image', label: 'Image' },
  { value: 'video', label: 'Video' },
  { value: 'audio', label: 'Audio' },
];

interface GenerateFormValues {
  title: string;
  type: string | null;
  /** The Description field; the API names it `prompt`. */
  prompt: string;
}

/**
 * The library's AI generation form (spec 000 §2/§5). It validates with the shared schema but
 * does not call the server yet: generation is not available on this server.
 */
export function GenerateContentForm() {
  const form = useForm<GenerateFormValues>({
    mode: 'uncontrolled',
    initialValues: { title: '', type: null, prompt: '' },
    validate: schemaResolver(generateContentInput, { sync: true }),
  });

  const handleSubmit = form.onSubmit(
    () => {
      notifications.show({ title: 'Generation Failed', message: NOT_CONFIGURED, color: 'red' });
    },
    () => {
      // Spec 000 §5: a blank description is reported by a toast; other fields inline.
      if (form.getValues().prompt.trim() !== '') return;
      // An updater, so it runs after the validation errors are stored (clearFieldError would not).
      form.setErrors(({ prompt: _blank, ...others }) => others);
      notifications.show({
        title: 'Description Required',
        message: 'Please describe the content you want to generate',
        color: 'red',
      });
    },
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="generate-content-title">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="generate-content-title">
            Generate AI Content
          </Title>
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
            {NOT_CONFIGURED}
          </Alert>
          <TextInput
            label="Title"
            required
            key={form.key('title')}
            {...form.getInputProps('title')}
          />
          <Select
            label="Type"
            placeholder="Choose a type"
            data={TYPE_OPTIONS}
            required
            allowDeselect={false}
            key={form.key('type')}
            {...form.getInputProps('type')}
          />
          <Textarea
            label="Description"
            placeholder="Describe the content you want to generate"
            required
            autosize
            minRows={3}
            maxRows={8}
            key={form.key('prompt')}
            {...form.getInputProps('prompt')}
          />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSparkles size={18} />}>
              Generate
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
