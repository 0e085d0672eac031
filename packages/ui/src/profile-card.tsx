import { countryName } from '@tote/validation/countries';
import type { Profile } from '@tote/validation/profiles';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { LocationIcon } from './icons';
import { StarRating } from './star-rating';

export interface ProfileFact {
  label: string;
  value: ReactNode;
}

export interface ProfileCardProps {
  /** `rating` null: no review yet (shown as such rather than as 0 stars). */
  profile: Pick<Profile, 'fullName' | 'country' | 'state' | 'reviewCount'> & { rating: number | null };
  /** The picture, usually an <AvatarPicker> on one's own profile. */
  photo: ReactNode;
  /** Buttons beside the name, e.g. Edit Profile. */
  actions?: ReactNode;
  /** Short facts under the rating, e.g. deliveries made and member since. */
  facts?: ProfileFact[];
  className?: string;
}

/** "Kigali, Rwanda": the state (when known) and the country's name (profiles hold its code). */
export function profileLocation(profile: Pick<Profile, 'country' | 'state'>): string {
  return [profile.state, countryName(profile.country)].filter(Boolean).join(', ');
}

/**
 * The profile (docs/product/sender.md /sender-p, traveler.md /profile-t): photo, full name, state and
 * country, star rating with the review count, and the person's actions. Stacked and centred on phones, in a
 * row from the `sm` breakpoint.
 */
export function ProfileCard({ profile, photo, actions, facts = [], className }: ProfileCardProps) {
  return (
    <section
      aria-labelledby="profile-card-name"
      className={cx(
        'flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left',
        className,
      )}
    >
      <div className="shrink-0">{photo}</div>
      <div className="flex min-w-0 flex-1 flex-col items-center gap-1.5 sm:items-start">
        <h2 id="profile-card-name" className="text-xl font-bold break-words text-ink">
          {profile.fullName}
        </h2>
        <p className="inline-flex items-center gap-1 text-muted">
          <LocationIcon aria-hidden="true" className="size-4 shrink-0" />
          {profileLocation(profile)}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 sm:justify-start">
          <StarRating value={profile.rating ?? 0} />
          <span className="text-sm font-semibold text-ink">
            {profile.rating === null ? 'No rating yet' : profile.rating.toFixed(1)}
          </span>
          <span className="text-sm text-muted">Reviews ({profile.reviewCount})</span>
        </div>
        {facts.length > 0 && (
          <dl className="mt-1 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm sm:justify-start">
            {facts.map((fact) => (
              // Inline: a long label wraps with its figure after it, not in a column of its own.
              <div key={fact.label}>
                <dt className="inline text-muted">{fact.label}:</dt>{' '}
                <dd className="inline font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap justify-center gap-2">{actions}</div>}
    </section>
  );
}
