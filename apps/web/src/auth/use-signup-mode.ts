import { signupModeOutput, type SignupMode } from '@fanout/shared';
import { useQuery } from '@tanstack/react-query';

/** Who may sign up on this server (GET /api/auth/signup-mode); undefined while loading. */
export function useSignupMode(): SignupMode | undefined {
  const query = useQuery({
    queryKey: ['auth', 'signup-mode'],
    queryFn: async () => {
      const response = await fetch('/api/auth/signup-mode', { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`signup-mode answered ${response.status}`);
      return signupModeOutput.parse(await response.json()).mode;
    },
    staleTime: Infinity,
  });
  // If the mode cannot be read, show the form: the server still enforces its mode.
  return query.isError ? 'open' : query.data;
}
