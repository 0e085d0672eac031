import { mountApp } from '@tote/ui/app-router';
import { prefetchSession } from '@tote/ui/session';
import { routes } from './app/router';
import './styles.css';

// Every screen of a role app needs the session first: ask while the screen's chunk loads.
prefetchSession();
mountApp(routes);
