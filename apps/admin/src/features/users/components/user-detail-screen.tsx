import { ApiError } from '@tote/api-client/api-error';
import { Avatar } from '@tote/ui/avatar';
import { Button, buttonClasses } from '@tote/ui/button';
import { Dialog } from '@tote/ui/dialog';
import { EmptyState } from '@tote/ui/empty-state';
import { FileIcon, MessageIcon, UsersIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { OrderStatusBadge } from '@tote/ui/order-status-badge';
import { ContentLayout } from '@tote/ui/page-layout';
import { FormAlert } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { useToast } from '@tote/ui/toast';
import {
  type AdminUserDetail,
  adminMessages,
  RejectVerificationSchema,
  type Verification,
} from '@tote/validation/admin';
import { countryName } from '@tote/validation/countries';
import type { OrderSummary } from '@tote/validation/orders';
import { type Trip, tripStatusLabels } from '@tote/validation/trips';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useApproveVerification, useRejectVerification } from '../../../lib/review-verification';
import { useAdminUser } from '../api/get-admin-user';
import { useDeactivateUser, useReactivateUser } from '../api/set-user-active';
import { dateOf, placeOf } from '../format';
import { badgeClasses, DeactivatedBadge, messageHref, TravelerStatusBadge } from './user-card';

const termClasses = 'text-xs text-muted sm:text-sm';
const detailsClasses = 'grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-y-2';

/**
 * spec §2 /admin-p?id=<user id> (opened from a /user card): the person's profile, their verification and
 * national ID, their latest orders or trips, and deactivate or reactivate.
 */
export function UserDetailScreen({ userId }: { userId: string }) {
  const user = useAdminUser(userId);
  const title = user.data?.fullName ?? 'User profile';
  return (
    <ContentLayout title={title} back={{ href: paths.users.getHref(), label: 'Go Back' }}>
      <div className="flex flex-col gap-6 p-3 sm:p-6">
        {user.isPending ? (
          <LoadingState label="Loading the profile" />
        ) : user.isError ? (
          user.error instanceof ApiError && (user.error.status === 404 || user.error.status === 400) ? (
            <EmptyState
              icon={<UsersIcon className="size-6" />}
              title="User not found"
              description="This person’s account does not exist. Find them under Users."
              action={
                <Link to={paths.users.getHref()} className={buttonClasses({ variant: 'outline' })}>
                  Go to Users
                </Link>
              }
            />
          ) : (
            <LoadError error={user.error} onRetry={() => user.refetch()} retrying={user.isFetching} />
          )
        ) : (
          <UserDetail user={user.data} />
        )}
      </div>
    </ContentLayout>
  );
}

function rolesOf(user: AdminUserDetail): string {
  const roles = [user.isSender && 'Sender', user.isTraveler && 'Traveler', user.isStaff && 'Staff'].filter(
    (role): role is string => Boolean(role),
  );
  return roles.length ? roles.join(', ') : 'No role chosen yet';
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const showVerification = user.isTraveler || user.verification !== null;
  return (
    <>
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
      {showVerification && <VerificationSection user={user} />}
      {(user.isSender || user.orders.length > 0) && <OrdersSection orders={user.orders} />}
      {(user.isTraveler || user.trips.length > 0) && <TripsSection trips={user.trips} />}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 border-t border-line pt-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

// ---- deactivate / reactivate ----------------------------------------------------------------------------------

function AccountActions({ user }: { user: AdminUserDetail }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {!user.isStaff && (
          <Link to={messageHref(user.id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <MessageIcon aria-hidden="true" className="size-4" />
            Message
          </Link>
        )}
        {!user.isStaff && (user.deactivated ? <Reactivate user={user} /> : <Deactivate user={user} />)}
      </div>
      {/* The server refuses it too (409 staff_account); say so rather than offer a button that fails. */}
      {user.isStaff && <p className="text-sm text-muted">{adminMessages.staffAccount}</p>}
    </div>
  );
}

function Deactivate({ user }: { user: AdminUserDetail }) {
  const deactivate = useDeactivateUser();
  const toast = useToast();
  return (
    <ReasonDialog
      trigger={{ label: 'Deactivate', variant: 'danger' }}
      title={`Deactivate ${user.fullName}?`}
      description="They are signed out everywhere and can no longer sign in until staff reactivate the account."
      hint="Optional. Kept with the account for other staff."
      submitLabel="Deactivate"
      mutation={deactivate}
      onSubmit={(reason, done) =>
        deactivate.mutate(
          { userId: user.id, body: { reason: reason.trim() || undefined } },
          {
            onSuccess: () => {
              done();
              toast.show({ tone: 'success', title: `${user.fullName} is deactivated` });
            },
          },
        )
      }
    />
  );
}

/**
 * A button that opens a confirmation asking for a reason (Deactivate: optional; Reject: required, checked by
 * `onSubmit`, which shows `reasonError`). The server's refusal shows in the dialog.
 */
function ReasonDialog({
  trigger,
  title,
  description,
  hint,
  required = false,
  reasonError,
  submitLabel,
  mutation,
  onSubmit,
  onClose,
}: {
  trigger: { label: string; variant: 'danger' | 'outline' };
  title: string;
  description: string;
  hint?: string;
  required?: boolean;
  reasonError?: string;
  submitLabel: string;
  mutation: { isPending: boolean; error: Error | null; reset: () => void };
  /** Sends `reason`; calls `done` once it succeeded, which closes the dialog. */
  onSubmit: (reason: string, done: () => void) => void;
  /** Clears what the caller showed (e.g. its reason error). */
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');

  function close() {
    if (mutation.isPending) return;
    setOpen(false);
    mutation.reset();
    onClose?.();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(reason, () => {
      setOpen(false);
      setReason('');
    });
  }

  return (
    <>
      <Button variant={trigger.variant} size="sm" onClick={() => setOpen(true)}>
        {trigger.label}
      </Button>
      <Dialog open={open} onClose={close} title={title} description={description} size="sm">
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <FormAlert>{mutation.error?.message}</FormAlert>
          <TextField
            label="Reason"
            hint={hint}
            required={required}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={mutation.isPending}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

function Reactivate({ user }: { user: AdminUserDetail }) {
  const reactivate = useReactivateUser();
  const toast = useToast();
  return (
    <>
      <Button
        size="sm"
        loading={reactivate.isPending}
        onClick={() =>
          reactivate.mutate(user.id, {
            onSuccess: () => toast.show({ tone: 'success', title: `${user.fullName} is active again` }),
          })
        }
      >
        Reactivate
      </Button>
      {reactivate.error && (
        <p role="alert" className="w-full text-sm font-medium text-danger-700">
          {reactivate.error.message}
        </p>
      )}
    </>
  );
}

// ---- verification ---------------------------------------------------------------------------------------------

function VerificationSection({ user }: { user: AdminUserDetail }) {
  const { verification } = user;
  return (
    <Section id="verification" title="Verification">
      <div className="flex flex-wrap items-center gap-2">
        <TravelerStatusBadge status={user.travelerStatus} />
      </div>
      {verification ? (
        <>
          <dl className={detailsClasses}>
            <dt className={termClasses}>Submitted</dt>
            <dd className="text-ink">{dateOf(verification.submittedAt)}</dd>
            <dt className={termClasses}>Residential Address</dt>
            <dd className="min-w-0 break-words text-ink">{verification.residentialAddress}</dd>
            <dt className={termClasses}>Place of work</dt>
            <dd className="min-w-0 break-words text-ink">{verification.placeOfWork}</dd>
            <dt className={termClasses}>Country</dt>
            <dd className="text-ink">{countryName(verification.country)}</dd>
            {verification.reviewedAt && (
              <>
                <dt className={termClasses}>Reviewed</dt>
                <dd className="text-ink">{dateOf(verification.reviewedAt)}</dd>
              </>
            )}
            {verification.reviewNote && (
              <>
                <dt className={termClasses}>Reason</dt>
                <dd className="min-w-0 break-words text-ink">{verification.reviewNote}</dd>
              </>
            )}
          </dl>
          <div className="flex flex-wrap gap-2">
            {/* The owner-or-staff route: the server records each staff read in the audit log. */}
            <a
              href={verification.nationalIdUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <FileIcon aria-hidden="true" className="size-4" />
              View ID
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {verification.status === 'pending' && <ReviewActions verification={verification} />}
          </div>
        </>
      ) : (
        <p className="text-sm text-muted">This traveler has not sent their address and national ID yet.</p>
      )}
    </Section>
  );
}

function ReviewActions({ verification }: { verification: Verification }) {
  const approve = useApproveVerification();
  const toast = useToast();
  return (
    <>
      <Button
        size="sm"
        loading={approve.isPending}
        onClick={() =>
          approve.mutate(verification.userId, {
            onSuccess: () => toast.show({ tone: 'success', title: `${verification.fullName} is verified` }),
          })
        }
      >
        Approve
      </Button>
      <Reject verification={verification} />
      {approve.error && (
        <p role="alert" className="w-full text-sm font-medium text-danger-700">
          {approve.error.message}
        </p>
      )}
    </>
  );
}

function Reject({ verification }: { verification: Verification }) {
  const [reasonError, setReasonError] = useState<string>();
  const reject = useRejectVerification();
  const toast = useToast();
  return (
    <ReasonDialog
      trigger={{ label: 'Reject', variant: 'outline' }}
      title={`Reject ${verification.fullName}’s verification?`}
      description="The traveler reads your reason in their notification and email, and can send their details again."
      required
      reasonError={reasonError}
      submitLabel="Reject"
      mutation={reject}
      onClose={() => setReasonError(undefined)}
      onSubmit={(reason, done) => {
        const parsed = RejectVerificationSchema.safeParse({ reason });
        if (!parsed.success) {
          setReasonError(parsed.error.issues[0]?.message ?? adminMessages.rejectReasonRequired);
          return;
        }
        setReasonError(undefined);
        reject.mutate(
          { userId: verification.userId, body: parsed.data },
          {
            onSuccess: () => {
              done();
              toast.show({ tone: 'success', title: `${verification.fullName}’s verification is rejected` });
            },
          },
        );
      }}
    />
  );
}

// ---- orders and trips -----------------------------------------------------------------------------------------

interface Row {
  id: string;
  href: string;
  title: string;
  detail: ReactNode;
  status: ReactNode;
}

/** Their latest orders or trips, each a link to its detail screen (/dev-d or /tdev-d). */
function RowsSection({ id, title, empty, rows }: { id: string; title: string; empty: string; rows: Row[] }) {
  return (
    <Section id={id} title={title}>
      {/* The profile carries the latest ten (GET /admin/users/:userId). */}
      {rows.length >= 10 && <p className="text-sm text-muted">The latest {rows.length} are shown.</p>}
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-1 rounded-card border border-line p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
            >
              <div className="min-w-0">
                <Link
                  to={row.href}
                  className="focus-ring rounded-control font-semibold break-words text-brand-700 hover:underline"
                >
                  {row.title}
                </Link>
                <p className="text-sm break-words text-muted">{row.detail}</p>
              </div>
              <div className="self-start sm:self-center">{row.status}</div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function OrdersSection({ orders }: { orders: OrderSummary[] }) {
  return (
    <RowsSection
      id="orders"
      title="Orders"
      empty="No orders yet."
      rows={orders.map((order) => ({
        id: order.id,
        href: paths.senderDelivery.getHref(order.deliveryId),
        title: order.itemNames.join(', '),
        detail: (
          <>
            <span className="font-mono">{order.deliveryId}</span> · to {order.deliveryAddress},{' '}
            {countryName(order.deliveryCountry)} · {dateOf(order.createdAt)}
          </>
        ),
        status: <OrderStatusBadge status={order.status} />,
      }))}
    />
  );
}

function TripsSection({ trips }: { trips: Trip[] }) {
  return (
    <RowsSection
      id="trips"
      title="Trips"
      empty="No trips yet."
      rows={trips.map((trip) => ({
        id: trip.id,
        href: paths.travelerDelivery.getHref(trip.id),
        title: `${trip.departureCity} to ${trip.arrivalCity}`,
        detail: (
          <>
            <span className="font-mono">{trip.bookingId}</span> · {trip.airline} {trip.flightNumber} ·{' '}
            {dateOf(trip.departureAt)}
          </>
        ),
        status: (
          <span className={`${badgeClasses} bg-grey-100 text-grey-700`}>{tripStatusLabels[trip.status]}</span>
        ),
      }))}
    />
  );
}
