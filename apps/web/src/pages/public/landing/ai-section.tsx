import { Badge, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrain, IconCheck } from '@tabler/icons-react';
import { LandingSection } from './landing-section';

const AI_CAPABILITIES = [
  'Write a post from a topic in a few words',
  'Emulate your style from 1 to 3 of your earlier posts',
  'Suggest hashtags for the post you are writing',
  'Generate images, videos and audio straight into your media library',
];

export function AiSection() {
  return (
    <LandingSection bg="dark.8">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
        <Stack gap="md">
          <Badge variant="light" color="cyan" size="lg" radius="sm" w="fit-content">
            AI assistance
          </Badge>
          <Title order={2} c="white" fz={{ base: 28, sm: 38 }} lh={1.2}>
            From raw idea to ready-to-publish post
          </Title>
          <Text c="gray.4" fz={{ base: 'md', sm: 'lg' }}>
            Fanout uses GPT-4o with custom prompts written for social media, so you start from a
            draft that reads like a post rather than generic text. You review and edit everything
            before it is published.
          </Text>
        </Stack>
        <List
          spacing="md"
          size="md"
          c="gray.2"
          icon={
            <ThemeIcon size={24} radius="xl" color="cyan">
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {AI_CAPABILITIES.map((capability) => (
            <List.Item key={capability}>{capability}</List.Item>
          ))}
          <List.Item
            icon={
              <ThemeIcon size={24} radius="xl" variant="light" color="cyan">
                <IconBrain size={14} />
              </ThemeIcon>
            }
          >
            <Text span c="gray.4" inherit>
              You stay in control: nothing is posted until you say so.
            </Text>
          </List.Item>
        </List>
      </SimpleGrid>
    </LandingSection>
  );
}
