import { Button, Group, Select } from '@mantine/core';
import type { Profile } from '@fanout/shared';
import { useMemo, useState } from 'react';
import { browserTimeZone, knownTimeZones } from '../time/browser-time-zone';
import { SettingsCard } from './settings-card';
import { SettingsFeedback } from './settings-feedback';
import { useUpdateProfile } from './use-update-profile';

/**
 * The zone every time is shown and entered in (ADR 0056). Saving it changes no post: their
 * times are instants, so a post at 09:00 Berlin shows as 08:00 London after a move to London.
 */
export function TimeZoneSettings({ profile }: { profile: Profile }) {
  const [timeZone, setTimeZone] = useState(profile.timeZone);
  const zones = useMemo(() => knownTimeZones(profile.timeZone), [profile.timeZone]);
  const detected = browserTimeZone();
  const save = useUpdateProfile();
  const names = { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' };
  return (
    <SettingsCard title="Time zone">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ ...names, timeZone });
        }}
      >
        <Group align="flex-end" gap="md">
          <Select
            label="Time zone"
            description="Scheduled times, the calendar and notifications use this zone"
            searchable
            allowDeselect={false}
            data={zones}
            value={timeZone}
            onChange={(value) => value && setTimeZone(value)}
            w={320}
          />
          {detected && detected !== timeZone ? (
            <Button variant="default" onClick={() => setTimeZone(detected)}>
              Use this device’s zone ({detected})
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            Save time zone
          </Button>
        </Group>
      </form>
      <SettingsFeedback
        error={save.error}
        success={save.isSuccess ? 'Your time zone has been saved.' : undefined}
      />
    </SettingsCard>
  );
}
