import { CREDITS_PER_PLATFORM } from '@fanout/shared';
import { Button, Code, CopyButton, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { SettingsCard } from '../settings/settings-card';

/** The client configuration most MCP clients read, with the key left for the user to paste. */
function clientConfig(url: string): string {
  return JSON.stringify(
    {
      mcpServers: {
        fanout: { type: 'http', url, headers: { Authorization: 'Bearer <your API key>' } },
      },
    },
    null,
    2,
  );
}

function CopyText({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button variant="light" size="xs" onClick={copy} aria-label={label}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * Where an AI assistant connects (ADR 0097): the MCP server's address on this site, the client
 * configuration to paste, and what an agent may do with a key.
 */
export function McpSection() {
  const url = `${window.location.origin}/mcp`;
  const config = clientConfig(url);
  return (
    <SettingsCard
      title="MCP server for AI agents"
      description="Let an AI assistant (Claude, ChatGPT, your editor) list your accounts, write drafts, schedule posts and read their results, with one of your API keys."
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Server address"
          readOnly
          value={url}
          ff="monospace"
          style={{ flex: 1 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyText value={url} label="Copy the server address" />
      </Group>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            Client configuration
          </Text>
          <CopyText value={config} label="Copy the client configuration" />
        </Group>
        <Code block>{config}</Code>
      </Stack>
      <List size="sm" spacing={4}>
        <List.Item>The agent is offered only the tools the key’s scopes allow.</List.Item>
        <List.Item>
          It schedules or queues posts only with a key that has “Agents may publish”; with any other
          key it saves drafts for you to approve.
        </List.Item>
        <List.Item>
          Drafts and reads are free; publishing costs {CREDITS_PER_PLATFORM} credits per account.
        </List.Item>
      </List>
    </SettingsCard>
  );
}
