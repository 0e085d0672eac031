import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { LocaleSelector } from './locale-selector';
import { SocialLinks } from './social-links';

const linkGroups = [
  {
    heading: 'Company',
    links: [
      { label: 'About', to: paths.info.about.getHref() },
      { label: 'Resources & Policies', to: paths.info.resources.getHref() },
      { label: 'Prohibited Items', to: paths.prohibitedItems.getHref() },
      { label: 'Careers', to: paths.info.careers.getHref() },
      { label: 'Content Integrity', to: paths.info.contentIntegrity.getHref() },
      { label: 'Terms of Use', to: paths.info.terms.getHref() },
      { label: 'Privacy & Cookies', to: paths.info.privacy.getHref() },
    ],
  },
  {
    heading: 'Explore',
    links: [
      { label: 'Write a Review', to: paths.info.writeReview.getHref() },
      { label: 'Join Our Community', to: paths.info.community.getHref() },
      { label: 'Help', to: paths.info.help.getHref() },
    ],
  },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-grey-900 text-grey-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1fr_1fr_1.4fr]">
        {linkGroups.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.heading}</h2>
            <ul className="mt-4 space-y-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="focus-ring -mx-1 inline-block rounded px-1 py-1 text-sm text-grey-300 hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="space-y-6">
          <div>
            <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">Region</h2>
            <LocaleSelector />
          </div>
          <div>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Follow us</h2>
            <SocialLinks />
          </div>
        </div>
      </div>
      <div className="border-t border-grey-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-grey-400 sm:px-6">
          © {year} Tote. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
