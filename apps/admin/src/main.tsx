import { createQueryClient } from '@tote/web/app-providers';
import { mountApp } from '@tote/web/app-router';
import { prefetchSession } from '@tote/web/early-session';
import { prefetchFirstScreen } from './app/prefetch';
import { routes } from './app/router';
import './styles.css';

// Every screen of a role app needs the session first, and the first screen its data: ask for both while the
// screen's chunk loads.
const queryClient = createQueryClient();
prefetchSession();
mountApp(routes, { queryClient });
// After mountApp, whose router has asked for the screen's chunk: the chunk is what the screen waits for, and the
// server speaks HTTP/1.1 (six connections per origin). React renders later, with these already in the cache.
prefetchFirstScreen(queryClient);
