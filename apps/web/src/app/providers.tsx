import './landing-styles';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastHost } from '../feedback/toast-host';
import { createAppQueryClient } from './query-client';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME } from './color-scheme';
import { cssVariablesResolver, theme } from './theme';
import { createAppTrpcClient, TRPCProvider } from './trpc';

/** Spec 000 §8 / 001 §9: one toast at a time, shown for 5 seconds. */
const TOAST_LIMIT = 1;
const TOAST_DURATION_MS = 5000;

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  const [trpcClient] = useState(createAppTrpcClient);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      colorSchemeManager={colorSchemeManager}
    >
      <ToastHost limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
