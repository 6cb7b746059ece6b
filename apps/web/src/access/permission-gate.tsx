import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useAccess } from './use-access';

interface PermissionGateProps {
  /** Needed permission; admins always pass. Without one, everyone signed in passes. */
  permission: string | undefined;
  children: ReactNode;
}

/**
 * Hides a page from users without the permission (spec 001 §6). This is a UI guard only; the
 * server enforces access on its own procedures.
 */
export function PermissionGate({ permission, children }: PermissionGateProps) {
  const { isLoading, can } = useAccess();
  if (permission === undefined) return children;
  // Spec 001 §6: while permissions load, nothing is shown.
  if (isLoading) return null;
  if (!can(permission)) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconLock size={18} />}
        title="You do not have access to this page"
      >
        Ask an administrator if you need it.
      </Alert>
    );
  }
  return children;
}
