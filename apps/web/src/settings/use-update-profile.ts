import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';

/** settings.updateProfile; the header's name and avatar come from the user query, so it refetches. */
export function useUpdateProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.settings.updateProfile.mutationOptions({
      onSuccess: async (profile) => {
        queryClient.setQueryData(trpc.settings.profile.queryKey(), profile);
        await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      },
    }),
  );
}
