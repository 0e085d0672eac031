import { renderRoute as renderAppRoute } from '@tote/testing/render';
import { routes } from '../app/router';

/** Renders the real route table at `path`, inside the real providers (tests mock the API they need). */
export const renderRoute = (path: string) => renderAppRoute(routes, path);
