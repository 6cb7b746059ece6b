import {
  ADMIN_API_KEY_SCOPE,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@fanout/shared';
import { Button, Checkbox, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { SettingsFeedback } from '../settings/settings-feedback';
import { NewApiKeyDialog } from './new-api-key-dialog';

const DAY_MS = 86_400_000;
const EXPIRIES = [
  { value: 'never', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];

/** Name, scopes, expiry and "agents may publish"; the made key is shown once, in a dialog. */
export function CreateApiKeyForm({ onCreated }: { onCreated: () => void }) {
  const trpc = useTRPC();
  const permissions = useQuery(trpc.permission.mine.queryOptions());
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['posts:read']);
  const [expiry, setExpiry] = useState('never');
  const [agentsMayPublish, setAgentsMayPublish] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useMutation(
    trpc.apiKey.create.mutationOptions({
      onSuccess: (key) => {
        setCreated(key);
        setName('');
        onCreated();
      },
    }),
  );
  // The admin scope is offered to administrators only; the server refuses it to anyone else too.
  const offered = API_KEY_SCOPES.filter(
    (scope) => scope !== ADMIN_API_KEY_SCOPE || permissions.data?.isAdmin === true,
  );
  const submit = () =>
    create.mutate({
      name,
      scopes,
      expiresAt:
        expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * DAY_MS).toISOString(),
      agentsMayPublish,
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Key name"
          description="Where it is used, e.g. “Zapier” or “CI”"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <ScopeCheckboxes offered={offered} value={scopes} onChange={setScopes} />
        <Select
          label="Expires"
          data={EXPIRIES}
          value={expiry}
          allowDeselect={false}
          onChange={(value) => setExpiry(value ?? 'never')}
        />
        <Switch
          label="Agents may publish"
          description="AI agents using this key may schedule and publish; otherwise they only make drafts"
          checked={agentsMayPublish}
          onChange={(event) => setAgentsMayPublish(event.currentTarget.checked)}
        />
        <SettingsFeedback error={create.error} success={undefined} />
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          Create key
        </Button>
      </Stack>
      {created ? <NewApiKeyDialog apiKey={created} onClose={() => setCreated(null)} /> : null}
    </form>
  );
}

function ScopeCheckboxes({
  offered,
  value,
  onChange,
}: {
  offered: readonly ApiKeyScope[];
  value: ApiKeyScope[];
  onChange: (scopes: ApiKeyScope[]) => void;
}) {
  return (
    <Checkbox.Group
      label="Scopes"
      description="What the key may do"
      value={value}
      onChange={(chosen) => onChange(chosen as ApiKeyScope[])}
    >
      <Stack gap={6} mt={6}>
        {offered.map((scope) => (
          <Checkbox key={scope} value={scope} label={`${scope} — ${API_KEY_SCOPE_LABELS[scope]}`} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
