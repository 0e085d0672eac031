import { renderToStaticMarkup } from 'react-dom/server';
import { LOADING_SCREEN_HTML } from '../loading-screen.js';
import { RoutePending } from './route-fallbacks';

describe('RoutePending', () => {
  it('is the loading screen index.html holds before the entry runs, to the character', () => {
    expect(renderToStaticMarkup(<RoutePending />)).toBe(LOADING_SCREEN_HTML);
  });
});
