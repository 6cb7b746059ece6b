import { generateContentInput, type GenerateContentInput } from '@fanout/shared';
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
import { showToast } from '../feedback/show-toast';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import { serverMessage } from '../accounts/failure-message';
import { useTRPC } from '../app/trpc';
import { isUnauthorizedError } from '../app/unauthorized';
import { GENERATION_FAILED_FALLBACK, typeOptions } from './generation-labels';
import type { Accepted } from './use-media-generations';

interface GenerateFormValues {
  title: string;
  type: string | null;
  /** The Description field; the API names it `prompt`. */
  prompt: string;
}

const INITIAL_VALUES: GenerateFormValues = { title: '', type: null, prompt: '' };

interface GenerateContentFormProps {
  /** A generation the server accepted: the page follows it until its item is in the library. */
  onAccepted: (answer: Accepted, request: GenerateContentInput) => void;
}

/** ai.generateContent: an accepted request goes to the page, a refused one to a toast. */
function useGenerateContent(
  onAccepted: GenerateContentFormProps['onAccepted'],
  onSent: () => void,
) {
  const trpc = useTRPC();
  return useMutation(
    trpc.ai.generateContent.mutationOptions({
      onSuccess: (answer, request) => {
        // What was sent is a valid GenerateContentInput; parsed again for its type.
        onAccepted(answer, generateContentInput.parse(request));
        onSent();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        showToast({
          title: 'Generation Failed',
          message: serverMessage(error) ?? GENERATION_FAILED_FALLBACK,
          color: 'red',
        });
      },
    }),
  );
}

/**
 * The library's AI generation form (spec 000 §2/§5): validated with the shared schema, then sent
 * to ai.generateContent, which only queues the work. The form is emptied for the next one at once;
 * the page shows the progress. A type no provider makes on this server is said so before sending.
 */
export function GenerateContentForm({ onAccepted }: GenerateContentFormProps) {
  const trpc = useTRPC();
  const mediaTypes = useQuery(trpc.ai.mediaTypes.queryOptions());
  const form = useForm<GenerateFormValues, GenerateContentInput>({
    initialValues: INITIAL_VALUES,
    validate: schemaResolver(generateContentInput, { sync: true }),
    // Runs only once the values are valid: gives the trimmed, typed request.
    transformValues: (values) => generateContentInput.parse(values),
  });
  const generate = useGenerateContent(onAccepted, () => form.reset());

  const chosen = mediaTypes.data?.find((entry) => entry.type === form.values.type);
  const unavailable = chosen && !chosen.available ? chosen : undefined;

  const handleSubmit = form.onSubmit(
    (request) => generate.mutate(request),
    () => {
      // Spec 000 §5: a blank description is reported by a toast; other fields inline.
      if (form.getValues().prompt.trim() !== '') return;
      // An updater, so it runs after the validation errors are stored (clearFieldError would not).
      form.setErrors(({ prompt: _blank, ...others }) => others);
      showToast({
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
          <TextInput label="Title" required {...form.getInputProps('title')} />
          <Select
            label="Type"
            placeholder="Choose a type"
            data={typeOptions(mediaTypes.data)}
            description={chosen?.provider ? `Made by ${chosen.provider}` : undefined}
            required
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          {unavailable && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconInfoCircle size={18} />}
              title="Not available on this server"
            >
              {unavailable.reason}
            </Alert>
          )}
          <Textarea
            label="Description"
            placeholder="Describe the content you want to generate"
            required
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('prompt')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconSparkles size={18} />}
              loading={generate.isPending}
              disabled={unavailable !== undefined}
            >
              Generate
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
