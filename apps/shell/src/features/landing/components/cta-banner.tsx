import { buttonClasses } from '@tote/ui/button';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function CtaBanner() {
  return (
    <section aria-labelledby="cta-title" className="bg-surface px-4 pb-16 sm:px-6 md:pb-24">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-card bg-brand-700 px-6 py-10 text-white md:flex-row md:items-center md:justify-between md:px-12">
        <div>
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance md:text-3xl">
            Ready to Send Your Items or Earn while Traveling?
          </h2>
          <p className="mt-2 text-brand-100">Create a free account in a minute.</p>
        </div>
        <Link
          to={paths.auth.signUp.getHref()}
          className={`${buttonClasses({ size: 'lg', variant: 'secondary' })} shrink-0`}
        >
          Get Started
        </Link>
      </div>
    </section>
  );
}
