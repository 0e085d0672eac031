import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@tote/ui/toast';
import { type ReactNode, useState } from 'react';

/** The query defaults every app shares. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Screens refetch on focus anyway; a short stale time avoids refetching on every mount.
      queries: { staleTime: 30_000, retry: 1 },
    },
  });
}

export interface AppProvidersProps {
  /**
   * The app's query cache when its entry made one before rendering (to start the first screen's requests at
   * once, for Lighthouse's LCP); a new one otherwise.
   */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Everything an app's screens expect around them: the query cache and toasts. */
export function AppProviders({ queryClient: given, children }: AppProvidersProps) {
  // One client per mounted app (not module-level), so tests never share a cache.
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
