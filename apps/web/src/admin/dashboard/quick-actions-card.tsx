import { Button, Card, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

const ACTIONS = [
  { label: 'Manage Subscription Plans', to: '/admin/subscription-plans' },
  { label: 'Manage Credit Packages', to: '/admin/credit-packages' },
  { label: 'User Role Management', to: '/admin/user-roles' },
] as const;

/** Spec 001 §2's three buttons, which here go to their pages. */
export function QuickActionsCard() {
  return (
    <Card withBorder component="section" aria-labelledby="quick-actions-title">
      <Title order={2} size="h4" id="quick-actions-title" mb="sm">
        Quick Actions
      </Title>
      <Stack gap="xs">
        {ACTIONS.map((action) => (
          <Button key={action.to} component={Link} to={action.to} variant="light" fullWidth>
            {action.label}
          </Button>
        ))}
      </Stack>
    </Card>
  );
}
