import { LINKEDIN_VISIBILITIES, type LinkedInVisibility } from '@fanout/shared';
import { Radio, Stack } from '@mantine/core';
import { isOneOf, LINKEDIN_VISIBILITY_LABELS } from './option-choices';
import { useNetworkOptions, type OptionsSectionProps } from './use-network-options';

const VISIBILITY_HINTS: Record<LinkedInVisibility, string> = {
  PUBLIC: 'Anyone on or off LinkedIn',
  CONNECTIONS: 'Your 1st-degree connections only',
};

/** Who sees the post on LinkedIn (the Posts API's `visibility`). */
export function LinkedInOptions(props: OptionsSectionProps) {
  const { values, set } = useNetworkOptions('linkedin', props);
  return (
    <Radio.Group
      label="Visibility"
      value={values.visibility}
      onChange={(value) => {
        if (isOneOf(LINKEDIN_VISIBILITIES, value)) set('visibility', value);
      }}
    >
      <Stack gap={6} mt={4}>
        {LINKEDIN_VISIBILITIES.map((visibility) => (
          <Radio
            key={visibility}
            value={visibility}
            label={LINKEDIN_VISIBILITY_LABELS[visibility]}
            description={VISIBILITY_HINTS[visibility]}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
