import { appHref } from '@tote/ui';
import type { PublicUser } from '@tote/validation/accounts';
import type { SiteMap } from '@tote/validation/sites';
import { paths } from '../../config/paths';

/** Where to go next: a path inside the shell (client-side) or an absolute URL in another app (full load). */
export type Destination = { kind: 'path'; path: string } | { kind: 'url'; url: string };

/**
 * A `?next=` value we are willing to follow: a path of this app, or an absolute http(s) URL on one of the
 * four apps' origins. Anything else (another site, `//evil.example`, `javascript:`) is ignored, so the sign-in
 * screen can never be used as an open redirect (OWASP: unvalidated redirects).
 */
export function safeNext(
  next: string | null,
  siteMap: SiteMap,
  currentOrigin: string,
): Destination | undefined {
  if (!next) return undefined;
  let url: URL;
  try {
    // Relative values resolve against this app; "//host" and "/\host" resolve to another host and fail below.
    url = new URL(next, currentOrigin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.origin === currentOrigin) return { kind: 'path', path: `${url.pathname}${url.search}${url.hash}` };
  const origins = Object.values(siteMap).map((origin) => new URL(origin).origin);
  return origins.includes(url.origin) ? { kind: 'url', url: url.href } : undefined;
}

export type SignInVariant = 'sender' | 'traveler';

/** Where a person lands after signing in when no usable `next` was given. */
export function homeOf(user: PublicUser, variant: SignInVariant): Destination {
  if (user.roles.staff) return { kind: 'url', url: appHref('admin', '/admin') };
  const hasRole = user.roles.sender || user.roles.traveler;
  // An account that never answered "Are you a Sender or a Traveler?" answers it first.
  if (!hasRole) return { kind: 'path', path: paths.auth.roleChoice.getHref() };
  if (variant === 'traveler') {
    return user.roles.traveler
      ? { kind: 'url', url: appHref('traveler', '/traveler-home') }
      : { kind: 'path', path: paths.auth.roleChoice.getHref() };
  }
  return { kind: 'url', url: appHref('sender', '/home') };
}
