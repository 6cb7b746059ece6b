import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { showToast } from '../../feedback/show-toast';
import { serverMessage } from '../../accounts/failure-message';

/** admin.assignRole / admin.revokeRole with the toasts of spec 001 §8; lists refresh after each. */
export function useUserRoleChanges() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.admin.userRoles.queryKey() });
  const failed = (title: string) => (error: unknown) =>
    showToast({ title, message: serverMessage(error) ?? title, color: 'red' });
  const assign = useMutation(
    trpc.admin.assignRole.mutationOptions({
      onSuccess: () =>
        showToast({ title: 'Success', message: 'Role assigned successfully', color: 'green' }),
      onError: failed('Failed to assign role'),
      onSettled: refresh,
    }),
  );
  const revoke = useMutation(
    trpc.admin.revokeRole.mutationOptions({
      onSuccess: () =>
        showToast({ title: 'Success', message: 'Role revoked successfully', color: 'green' }),
      onError: failed('Failed to revoke role'),
      onSettled: refresh,
    }),
  );
  return { assign, revoke };
}
