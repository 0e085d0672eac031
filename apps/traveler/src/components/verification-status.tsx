import { appHref } from '@tote/ui';
import { buttonClasses } from '@tote/ui/button';
import { AlertIcon, InfoIcon, SuccessIcon, UploadIcon } from '@tote/ui/icons';
import type { TravelerStatus } from '@tote/validation/accounts';
import type { ReactNode } from 'react';

/**
 * The shell's verification form (docs/product/accounts.md, /user-v); it takes a first submission and a
 * resubmission after a rejection.
 */
const VERIFY_HREF = appHref('shell', '/user-v');

interface StatusLook {
  icon: ReactNode;
  text: string;
  /** Panel colours; each text colour keeps at least 4.5:1 contrast on its background. */
  tone: string;
  action?: { label: string; variant: 'primary' | 'outline' };
}

const LOOKS: Record<TravelerStatus, StatusLook> = {
  unverified: {
    icon: <InfoIcon aria-hidden="true" className="size-5 shrink-0" />,
    text: 'Verify your ID to start carrying items',
    tone: 'border-brand-200 bg-brand-50 text-brand-900',
    action: { label: 'Verify your ID', variant: 'primary' },
  },
  pending: {
    icon: <InfoIcon aria-hidden="true" className="size-5 shrink-0" />,
    text: "We're checking your ID. We'll email you when it's done.",
    tone: 'border-accent-200 bg-accent-50 text-accent-800',
  },
  verified: {
    icon: <SuccessIcon aria-hidden="true" className="size-5 shrink-0" />,
    text: 'Verified traveler',
    tone: 'border-success-100 bg-success-50 text-success-700',
  },
  rejected: {
    icon: <AlertIcon aria-hidden="true" className="size-5 shrink-0" />,
    text: "We couldn't verify your ID",
    tone: 'border-danger-200 bg-danger-50 text-danger-700',
    action: { label: 'Upload your ID again', variant: 'outline' },
  },
};

/**
 * Where the traveler's ID check stands (unverified -> pending -> verified | rejected; staff decide), with the
 * way to the shell's verification form when there is something to send.
 */
export function VerificationStatus({ status }: { status: TravelerStatus }) {
  const look = LOOKS[status];
  return (
    <section
      aria-label="ID verification"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-control border p-4 ${look.tone}`}
    >
      <p role="status" className="flex min-w-0 items-start gap-2 font-semibold">
        {look.icon}
        <span>{look.text}</span>
      </p>
      {look.action && (
        <a href={VERIFY_HREF} className={buttonClasses({ variant: look.action.variant })}>
          {look.action.variant === 'outline' && <UploadIcon aria-hidden="true" className="size-4" />}
          {look.action.label}
        </a>
      )}
    </section>
  );
}
