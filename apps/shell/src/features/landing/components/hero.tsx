import { buttonClasses } from '@tote/ui/button';
import { PackageIcon, PlaneIcon } from '@tote/ui/icons';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-b from-brand-50 to-surface"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-24">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <PlaneIcon aria-hidden="true" className="size-4" />
            Delivery by traveler
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-ink text-balance sm:text-5xl"
          >
            Send items worldwide via trusted travelers
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">
            A simple, secure way to get items delivered fast.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.auth.signUp.getHref()} className={buttonClasses({ size: 'lg' })}>
              Start sending
            </Link>
            <Link
              to={paths.auth.travelerSignUp.getHref()}
              className={buttonClasses({ size: 'lg', variant: 'outline' })}
            >
              Become a traveler
            </Link>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A decorative route card: an item travelling from Lagos to London in a traveler's luggage. */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm md:block">
      <div className="absolute -top-6 -right-6 size-40 rounded-full bg-accent-200/60 blur-2xl" />
      <div className="absolute -bottom-8 -left-8 size-48 rounded-full bg-brand-200/70 blur-2xl" />
      <div className="relative rounded-card border border-grey-200 bg-surface p-6 shadow-xl">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent-100 text-accent-700">
            <PackageIcon className="size-6" />
          </span>
          <div>
            <p className="text-sm font-semibold text-ink">Package on its way</p>
            <p className="text-sm text-muted">Carried by a verified traveler</p>
          </div>
        </div>
        <div className="mt-6 flex items-center justify-between text-sm font-semibold text-ink">
          <span>Lagos</span>
          <span className="mx-3 h-px flex-1 border-t-2 border-dashed border-brand-300" />
          <PlaneIcon className="size-5 text-brand-600" />
          <span className="mx-3 h-px flex-1 border-t-2 border-dashed border-brand-300" />
          <span>London</span>
        </div>
        <div className="mt-6 grid grid-cols-3 gap-2 text-center text-xs text-muted">
          <span className="rounded-control bg-success-50 py-2 font-semibold text-success-700">Matched</span>
          <span className="rounded-control bg-brand-50 py-2 font-semibold text-brand-700">In transit</span>
          <span className="rounded-control bg-grey-100 py-2">Delivered</span>
        </div>
      </div>
    </div>
  );
}
