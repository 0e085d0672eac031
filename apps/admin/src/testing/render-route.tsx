import { routeRenderer } from '@tote/testing/render';
import { routes } from '../app/router';

/** Renders the real route table at `path`, signed in as a staff member unless `session` says otherwise. */
export const renderRoute = routeRenderer(routes, { signedInAs: 'staff' });
