/** The loading screen written into every app's index.html root: RoutePending's markup. */
export const LOADING_SCREEN_HTML: string;
