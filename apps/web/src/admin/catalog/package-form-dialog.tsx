import type { CreditPackage } from '@fanout/shared';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  emptyPackageValues,
  packageFormValues,
  packagePayload,
  previewPriceLabel,
  type PackageFormValues,
} from './package-form';
import { useSavePackage } from './use-save-package';

interface PackageFormDialogProps {
  /** The package being edited; undefined creates a new one. */
  pkg: CreditPackage | undefined;
  onClose: () => void;
}

/**
 * The credit package dialog (spec 001 §2, §5), with the Active switch the spec's form lacks. It
 * is mounted only while open, so the form starts afresh after a success or a cancel.
 */
export function PackageFormDialog({ pkg, onClose }: PackageFormDialogProps) {
  const { save, isPending } = useSavePackage();
  const form = useForm<PackageFormValues>({
    mode: 'controlled',
    initialValues: pkg === undefined ? emptyPackageValues() : packageFormValues(pkg),
  });
  const handleSubmit = form.onSubmit((values) => save(pkg?.id, packagePayload(values), onClose));

  return (
    <Modal
      opened
      onClose={onClose}
      title={pkg === undefined ? 'Create Credit Package' : 'Edit Credit Package'}
      size="lg"
      closeOnClickOutside={!isPending}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <PackageFormFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              {pkg === undefined ? 'Create Package' : 'Update Package'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function PackageFormFields({ form }: { form: UseFormReturnType<PackageFormValues> }) {
  return (
    <>
      <TextInput label="Package Name" required data-autofocus {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <NumberInput
        label="Credit Quantity"
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('creditQuantity')}
      />
      <Stack gap={6}>
        <NumberInput
          label="Price Multiplier (%)"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('priceMultiplier')}
        />
        {/* Announced as it changes, so a screen reader hears the price the multiplier makes. */}
        <Text fw={500} size="sm" aria-live="polite" data-testid="package-price-preview">
          {previewPriceLabel(form.getValues())}
        </Text>
      </Stack>
      <NumberInput
        label="Validity (Months)"
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('validityMonths')}
      />
      <Switch
        label="Active"
        description="Customers can buy active packages on Buy Credits"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </>
  );
}
