import { Switch } from '@mantine/core';
import { IDLE_LOGOUT_DEFAULT_MINUTES } from '@fanout/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { SettingsCard } from './settings-card';
import { SettingsFeedback } from './settings-feedback';

/** Spec 000 §4's opt-in idle logout: off by default, 30 minutes when on. */
export function IdleLogoutSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setting = useQuery(trpc.settings.idleLogout.queryOptions());
  const save = useMutation(
    trpc.settings.setIdleLogout.mutationOptions({
      // The signed-in layout's timer reads the same query: it starts or stops at once.
      onSuccess: (value) => queryClient.setQueryData(trpc.settings.idleLogout.queryKey(), value),
    }),
  );
  const on = (setting.data?.minutes ?? null) !== null;
  return (
    <SettingsCard title="Automatic sign-out">
      <Switch
        label={`Sign me out after ${IDLE_LOGOUT_DEFAULT_MINUTES} minutes without activity`}
        description="Activity is any mouse, keyboard, scroll or touch use of Fanout in this browser."
        checked={on}
        disabled={!setting.data || save.isPending}
        onChange={(event) =>
          save.mutate({ minutes: event.currentTarget.checked ? IDLE_LOGOUT_DEFAULT_MINUTES : null })
        }
      />
      <SettingsFeedback
        error={save.error}
        success={
          save.data
            ? save.data.minutes === null
              ? 'Automatic sign-out is off.'
              : 'Automatic sign-out is on.'
            : undefined
        }
      />
    </SettingsCard>
  );
}
