import { Avatar } from '@tote/ui/avatar';
import { buttonClasses } from '@tote/ui/button';
import { LocationIcon, MessageIcon } from '@tote/ui/icons';
import type { AdminUserSummary } from '@tote/validation/admin';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { countOf, placeOf, travelerStatusLabels, travelerStatusTones } from '../format';

export const badgeClasses =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** /admin-m?user=<id> opens (or starts) the support conversation with that person. */
export const messageHref = (userId: string) =>
  `${paths.messages.getHref()}?user=${encodeURIComponent(userId)}`;

const userProfileHref = (userId: string) => paths.profile.getHref(userId);

export function DeactivatedBadge() {
  return <span className={`${badgeClasses} bg-danger-50 text-danger-700`}>Deactivated</span>;
}

export function TravelerStatusBadge({ status }: { status: AdminUserSummary['travelerStatus'] }) {
  return (
    <span className={`${badgeClasses} ${travelerStatusTones[status]}`}>{travelerStatusLabels[status]}</span>
  );
}

/**
 * docs/product/admin.md, /user card: photo, name, city and country, items sent (Senders) or delivered
 * (Travelers). The whole card opens /admin-p?id=; Message sits above that link's area, so it goes to /admin-m
 * without opening the card.
 */
export function UserCard({ user, role }: { user: AdminUserSummary; role: 'sender' | 'traveler' }) {
  const headingId = `user-${user.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 has-[a[data-card-link]:hover]:border-brand-300"
    >
      <div className="flex items-start gap-3">
        <Avatar src={user.avatarUrl ?? undefined} name={user.fullName} decorative />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold break-words text-ink">
            <Link
              to={userProfileHref(user.id)}
              data-card-link=""
              className="focus-ring rounded-control after:absolute after:inset-0 after:rounded-card hover:underline"
            >
              {user.fullName}
            </Link>
          </h2>
          <p className="mt-0.5 flex items-start gap-1 text-sm break-words text-muted">
            <LocationIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {placeOf(user)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-ink">
          {role === 'sender'
            ? `${countOf(user.itemsSent, 'item', 'items')} sent`
            : `${countOf(user.itemsDelivered, 'item', 'items')} delivered`}
        </span>
        {role === 'traveler' && <TravelerStatusBadge status={user.travelerStatus} />}
        {user.deactivated && <DeactivatedBadge />}
      </div>
      <div className="mt-auto flex justify-end">
        <Link
          to={messageHref(user.id)}
          aria-label={`Message ${user.fullName}`}
          className={`${buttonClasses({ size: 'sm', variant: 'outline' })} relative z-10`}
        >
          <MessageIcon aria-hidden="true" className="size-4" />
          Message
        </Link>
      </div>
    </article>
  );
}
