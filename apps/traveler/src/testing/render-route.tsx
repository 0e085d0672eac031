import { routeRenderer } from '@tote/testing/render';
import { routes } from '../app/router';

/** Renders the real route table at `path`, signed in as a traveler unless `session` says otherwise. */
export const renderRoute = routeRenderer(routes, { signedInAs: 'traveler' });
