import { X_REPLY_SETTINGS } from '@fanout/shared';
import { Select } from '@mantine/core';
import { choicesOf, isOneOf, X_REPLY_LABELS } from './option-choices';
import { useNetworkOptions, type OptionsSectionProps } from './use-network-options';

/** Who can reply to the post on X (`reply_settings`). */
export function XOptions(props: OptionsSectionProps) {
  const { values, set } = useNetworkOptions('twitter', props);
  return (
    <Select
      label="Who can reply"
      data={choicesOf(X_REPLY_SETTINGS, X_REPLY_LABELS)}
      value={values.replySettings}
      onChange={(value) => {
        if (isOneOf(X_REPLY_SETTINGS, value)) set('replySettings', value);
      }}
      allowDeselect={false}
    />
  );
}
