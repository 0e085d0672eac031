import { Button, buttonClasses } from '@tote/ui/button';
import { MessageIcon } from '@tote/ui/icons';
import { useToast } from '@tote/ui/toast';
import { type AdminUserDetail, adminMessages } from '@tote/validation/admin';
import { Link } from 'react-router-dom';
import { useDeactivateUser, useReactivateUser } from '../api/set-user-active';
import { ReasonDialog } from './reason-dialog';
import { messageHref } from './user-card';

/** Message, Deactivate or Reactivate a sender's or traveler's account (never a staff account). */
export function AccountActions({ user }: { user: AdminUserDetail }) {
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
