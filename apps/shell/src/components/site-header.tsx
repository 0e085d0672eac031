import { buttonClasses } from '@tote/ui/button';
import { CloseIcon } from '@tote/ui/icons';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { landingSections, paths } from '../config/paths';
import { Logo } from './logo';

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
      <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** On the landing page a section link is a plain fragment; elsewhere it goes back to the landing page. */
function useSectionHref() {
  const { pathname } = useLocation();
  const onLanding = [paths.landing.path, paths.land.path].includes(pathname.toLowerCase() as '/');
  return (id: string) => (onLanding ? `#${id}` : `${paths.landing.getHref()}#${id}`);
}

const linkClasses =
  'focus-ring rounded-control px-3 py-2 text-sm font-medium text-grey-700 hover:bg-brand-50 hover:text-brand-700';

export function SiteHeader() {
  const sectionHref = useSectionHref();
  const sectionLinks = [
    { label: 'How it works', href: sectionHref(landingSections.howItWorks) },
    { label: 'FAQs', href: sectionHref(landingSections.faqs) },
  ];

  // A plain disclosure (WAI-ARIA APG "Disclosure") rather than Headless UI's: the header is on every shell page,
  // and the library would be a tenth of the landing page's first-load JS (budget: bench/size.mjs).
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-30 border-b border-grey-200 bg-surface/95 backdrop-blur">
      <div>
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            <Link to={paths.landing.getHref()} className={linkClasses}>
              Home
            </Link>
            {sectionLinks.map((link) => (
              <a key={link.label} href={link.href} className={linkClasses}>
                {link.label}
              </a>
            ))}
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            <Link to={paths.auth.login.getHref()} className={buttonClasses({ variant: 'ghost' })}>
              Sign In
            </Link>
            <Link to={paths.auth.signUp.getHref()} className={buttonClasses({ variant: 'primary' })}>
              Sign Up
            </Link>
          </div>
          <button
            type="button"
            className="focus-ring inline-flex size-11 items-center justify-center rounded-control text-grey-800 hover:bg-grey-100 md:hidden"
            aria-label="Menu"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            {open ? <CloseIcon className="size-6" aria-hidden="true" /> : <MenuIcon />}
          </button>
        </div>
        {open && (
          <div id={panelId} className="border-t border-grey-200 bg-surface px-4 pt-2 pb-4 md:hidden">
            <nav aria-label="Mobile">
              <ul className="flex flex-col">
                <li>
                  <Link
                    to={paths.landing.getHref()}
                    onClick={() => close()}
                    className={`${linkClasses} block py-3`}
                  >
                    Home
                  </Link>
                </li>
                {sectionLinks.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} onClick={() => close()} className={`${linkClasses} block py-3`}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
              <div className="mt-3 grid grid-cols-2 gap-2">
                <Link
                  to={paths.auth.login.getHref()}
                  className={buttonClasses({ variant: 'outline', fullWidth: true })}
                >
                  Sign In
                </Link>
                <Link
                  to={paths.auth.signUp.getHref()}
                  className={buttonClasses({ variant: 'primary', fullWidth: true })}
                >
                  Sign Up
                </Link>
              </div>
            </nav>
          </div>
        )}
      </div>
    </header>
  );
}
