import type { SubscriptionPlan } from '@fanout/shared';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import {
  emptyPlanValues,
  planFormValues,
  readPlanForm,
  withMonthlyPrice,
  withYearlyPrice,
  type PlanFormValues,
} from './plan-form';
import { useSavePlan } from './use-save-plan';

interface PlanFormDialogProps {
  /** The plan being edited; undefined creates a new one. */
  plan: SubscriptionPlan | undefined;
  onClose: () => void;
}

/**
 * 'Create Plan' and, with the same form, 'Update Plan' (spec 001 §2, §5). The dialog is mounted
 * only while open, so the form starts afresh after a success or a cancel.
 */
export function PlanFormDialog({ plan, onClose }: PlanFormDialogProps) {
  const { save, isPending } = useSavePlan();
  const form = useForm<PlanFormValues>({
    mode: 'controlled',
    initialValues: plan === undefined ? emptyPlanValues() : planFormValues(plan),
    validate: (values) => {
      const read = readPlanForm(values);
      return 'errors' in read ? read.errors : {};
    },
  });
  const handleSubmit = form.onSubmit((values) => {
    const read = readPlanForm(values);
    if ('payload' in read) save(plan?.id, read.payload, onClose);
  });
  const submitLabel = plan === undefined ? 'Create Plan' : 'Update Plan';

  return (
    <Modal
      opened
      onClose={onClose}
      title={plan === undefined ? 'Create Subscription Plan' : 'Edit Subscription Plan'}
      size="lg"
      closeOnClickOutside={!isPending}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <PlanFormFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function PlanFormFields({ form }: { form: UseFormReturnType<PlanFormValues> }) {
  const values = form.getValues();
  const setPrices = (next: PlanFormValues) => {
    form.setFieldValue('priceMonthly', next.priceMonthly);
    form.setFieldValue('priceYearly', next.priceYearly);
    form.setFieldValue('yearlyFollowsMonthly', next.yearlyFollowsMonthly);
  };
  return (
    <>
      <TextInput label="Plan Name" required data-autofocus {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Monthly Price ($)"
          inputMode="decimal"
          placeholder="12.00"
          {...form.getInputProps('priceMonthly')}
          onChange={(event) => setPrices(withMonthlyPrice(values, event.currentTarget.value))}
        />
        <TextInput
          label="Yearly Price ($)"
          inputMode="decimal"
          placeholder="115.20"
          description={values.yearlyFollowsMonthly ? '12 × monthly, less 20%' : undefined}
          // Below the field, so the two price fields stay level.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('priceYearly')}
          onChange={(event) => setPrices(withYearlyPrice(values, event.currentTarget.value))}
        />
      </SimpleGrid>
      <NumberInput
        label="Credits Per Month"
        allowDecimal={false}
        allowNegative={false}
        min={0}
        {...form.getInputProps('creditsPerMonth')}
      />
      <Textarea
        label="Features (one per line)"
        autosize
        minRows={4}
        maxRows={10}
        {...form.getInputProps('features')}
      />
      <PlanMenusField form={form} />
      <Switch
        label="Active"
        description="Customers can subscribe to active plans"
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </>
  );
}

/**
 * The menus a plan includes (ADR 0090): a subscriber to it sees them, e.g. Analytics hidden from
 * the customer role and sold with a plan. Listed from Menu Management's menus; absent for a plan
 * manager who may not read them.
 */
function PlanMenusField({ form }: { form: UseFormReturnType<PlanFormValues> }) {
  const trpc = useTRPC();
  const menus = useQuery(trpc.menuAccess.menus.queryOptions());
  if (!menus.data) return null;
  return (
    <MultiSelect
      label="Menus included"
      description="Subscribers to this plan see these menus even where their role does not"
      data={menus.data.map((menu) => ({ value: menu.id, label: menu.menuLabel }))}
      searchable
      clearable
      {...form.getInputProps('menuIds')}
    />
  );
}
