import { Button } from '@tote/ui/button';
import { useToast } from '@tote/ui/toast';
import { adminMessages, RejectVerificationSchema, type Verification } from '@tote/validation/admin';
import { useState } from 'react';
import { useApproveVerification, useRejectVerification } from '../../../lib/review-verification';
import { ReasonDialog } from './reason-dialog';

/** Approve or reject a pending verification (a rejection needs a reason the traveler reads). */
export function ReviewActions({ verification }: { verification: Verification }) {
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
