import { mountApp } from '@tote/web/app-router';
import { prefetchSession } from '@tote/web/session';
import { routes } from './app/router';
import './styles.css';

// Every screen of a role app needs the session first: ask while the screen's chunk loads.
prefetchSession();
mountApp(routes);
