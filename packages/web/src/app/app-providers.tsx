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

/** Everything an app's screens expect around them: the query cache and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  // One client per mounted app (not module-level), so tests never share a cache.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
