// The kit's root entry holds only the site map helpers; every component has its own entry (`@tote/ui/<name>`),
// so an app's chunks carry only what their screens draw.
export { appHref, readSiteMap } from './sites';
