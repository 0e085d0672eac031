import type { ReactNode } from 'react';

interface Provider {
  name: string;
  href: string;
  icon: ReactNode;
}

// docs/product/accounts.md, Signing in: the social links only open the providers' sites; Tote has no social
// sign-in.
const providers: Provider[] = [
  {
    name: 'Google',
    href: 'https://accounts.google.com/',
    icon: (
      <>
        <path
          fill="#4285F4"
          d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1Z"
        />
        <path
          fill="#34A853"
          d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
        />
        <path
          fill="#FBBC05"
          d="M5.84 14.09A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.43.34-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84Z"
        />
        <path
          fill="#EA4335"
          d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38Z"
        />
      </>
    ),
  },
  {
    name: 'Apple',
    href: 'https://appleid.apple.com/',
    icon: (
      <path
        fill="currentColor"
        d="M16.37 12.75c-.02-2.2 1.8-3.26 1.88-3.31-1.03-1.5-2.62-1.7-3.18-1.73-1.35-.14-2.64.8-3.33.8-.69 0-1.74-.78-2.87-.76a4.25 4.25 0 0 0-3.6 2.18c-1.54 2.66-.39 6.6 1.1 8.76.73 1.06 1.6 2.24 2.74 2.2 1.1-.05 1.51-.71 2.84-.71 1.32 0 1.7.71 2.86.69 1.18-.02 1.93-1.07 2.65-2.13a9.5 9.5 0 0 0 1.2-2.47 3.83 3.83 0 0 1-2.29-3.52ZM14.2 6.28c.6-.74 1.01-1.76.9-2.78-.87.04-1.93.58-2.56 1.31-.56.65-1.05 1.7-.92 2.7.97.07 1.97-.5 2.58-1.23Z"
      />
    ),
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: (
      <path
        fill="#1877F2"
        d="M22 12.06C22 6.5 17.52 2 12 2S2 6.5 2 12.06c0 5.02 3.66 9.18 8.44 9.94v-7.03H7.9v-2.91h2.54V9.85c0-2.52 1.49-3.91 3.78-3.91 1.1 0 2.24.2 2.24.2v2.47h-1.26c-1.24 0-1.63.78-1.63 1.57v1.88h2.78l-.44 2.91h-2.34V22c4.78-.76 8.43-4.92 8.43-9.94Z"
      />
    ),
  },
];

/** Links to the three providers' own sites, each in a new tab. */
export function SocialSignInLinks() {
  return (
    <div>
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or visit
        <span className="h-px flex-1 bg-line" />
      </div>
      <ul className="mt-4 grid grid-cols-3 gap-3">
        {providers.map((provider) => (
          <li key={provider.name}>
            <a
              href={provider.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${provider.name} (opens in a new tab)`}
              className="focus-ring flex min-h-11 items-center justify-center gap-2 rounded-control border border-line bg-surface px-2 text-sm font-medium text-ink hover:bg-grey-50"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
                {provider.icon}
              </svg>
              <span className="hidden sm:inline">{provider.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
