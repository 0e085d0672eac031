import { Avatar } from '@tote/ui/avatar';
import type { AdminUserDetail } from '@tote/validation/admin';
import { dateOf, placeOf } from '../format';
import { AccountActions } from './account-actions';
import { detailsClasses, termClasses } from './detail-section';
import { badgeClasses, DeactivatedBadge } from './user-card';

function rolesOf(user: AdminUserDetail): string {
  const roles = [user.isSender && 'Sender', user.isTraveler && 'Traveler', user.isStaff && 'Staff'].filter(
    (role): role is string => Boolean(role),
  );
  return roles.length ? roles.join(', ') : 'No role chosen yet';
}

/** Who the person is (name, email, place, roles, counts), with what staff can do to the account. */
export function ProfileSection({ user }: { user: AdminUserDetail }) {
  return (
    <section aria-labelledby="profile" className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Avatar src={user.avatarUrl ?? undefined} name={user.fullName} size="lg" decorative />
        <div className="min-w-0 flex-1">
          <h2 id="profile" className="text-lg font-semibold break-words text-ink">
            Profile
          </h2>
          <div className="mt-1 flex flex-wrap gap-2">
            {user.deactivated && <DeactivatedBadge />}
            {user.isStaff && <span className={`${badgeClasses} bg-brand-50 text-brand-800`}>Staff</span>}
          </div>
          <dl className={`${detailsClasses} mt-3`}>
            <dt className={termClasses}>Name</dt>
            <dd className="min-w-0 break-words text-ink">{user.fullName}</dd>
            <dt className={termClasses}>Email</dt>
            <dd className="min-w-0 break-all text-ink">{user.email}</dd>
            <dt className={termClasses}>Location</dt>
            <dd className="min-w-0 break-words text-ink">{placeOf(user)}</dd>
            <dt className={termClasses}>Joined</dt>
            <dd className="text-ink">{dateOf(user.createdAt)}</dd>
            <dt className={termClasses}>Roles</dt>
            <dd className="text-ink">{rolesOf(user)}</dd>
            <dt className={termClasses}>{user.isSender ? 'Items sent' : 'Items delivered'}</dt>
            <dd className="text-ink">{user.isSender ? user.itemsSent : user.itemsDelivered}</dd>
            {user.isSender && user.isTraveler && (
              <>
                <dt className={termClasses}>Items delivered</dt>
                <dd className="text-ink">{user.itemsDelivered}</dd>
              </>
            )}
            {user.deactivatedAt && (
              <>
                <dt className={termClasses}>Deactivated</dt>
                <dd className="text-ink">{dateOf(user.deactivatedAt)}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <AccountActions user={user} />
    </section>
  );
}
