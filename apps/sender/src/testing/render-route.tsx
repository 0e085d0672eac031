import { routeRenderer } from '@tote/ui/testing';
import { routes } from '../app/router';

/** Renders the real route table at `path`, signed in as a sender unless `session` says otherwise. */
export const renderRoute = routeRenderer(routes, { signedInAs: 'sender' });
