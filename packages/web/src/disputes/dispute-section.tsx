import { Button } from '@tote/ui/button';
import { AlertIcon, MessageIcon } from '@tote/ui/icons';
import { Spinner } from '@tote/ui/spinner';
import { DISPUTE_REASON_LABELS, type Dispute } from '@tote/validation/disputes';
import { type ReactNode, useId, useState } from 'react';
import { ChatPanel } from '../messages/chat-panel';
import { disputeOutcomeText, formatDisputeTime } from './dispute-format';
import { useDisputeConversation } from './disputes-queries';

export type DisputeViewer = 'sender' | 'traveler' | 'staff';

/** What an open dispute means for each reader (docs/product/sender.md, traveler.md, admin.md: Disputes). */
const openNote: Record<DisputeViewer, string> = {
  sender: 'Tote staff look into it and may ask questions in the dispute’s conversation.',
  traveler:
    'Your earning for this delivery is on hold until Tote staff resolve the dispute. Answer in the dispute’s conversation, with photos if you have them.',
  staff: 'The traveler’s earning is frozen (or the money stays in escrow) until you resolve it.',
};

/**
 * An order's dispute, as its sender, its traveler and staff see it: the reason and description, where it stands
 * (open, or how it ended and why), and its conversation, opened in place. `children`: staff's resolve form.
 */
export function DisputeSection({
  dispute,
  viewer,
  children,
}: {
  dispute: Dispute;
  viewer: DisputeViewer;
  children?: ReactNode;
}) {
  const headingId = useId();
  const [chatOpen, setChatOpen] = useState(false);
  const conversation = useDisputeConversation(dispute.id, { enabled: chatOpen });
  const open = dispute.status === 'open';
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-accent-200 bg-accent-50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-ink">
          <AlertIcon aria-hidden="true" className="size-4 text-accent-800" />
          Dispute
        </h2>
        <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-line">
          {open ? 'Open' : 'Resolved'}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Reason</dt>
        <dd className="text-ink">{DISPUTE_REASON_LABELS[dispute.reason]}</dd>
        <dt className="text-muted">Opened</dt>
        <dd className="text-ink">{formatDisputeTime(dispute.openedAt)}</dd>
        {viewer === 'staff' && (
          <>
            <dt className="text-muted">People</dt>
            <dd className="min-w-0 break-words text-ink">
              {dispute.senderName} (sender) · {dispute.travelerName} (traveler)
            </dd>
          </>
        )}
        {dispute.resolvedAt && (
          <>
            <dt className="text-muted">Outcome</dt>
            <dd className="font-semibold text-ink">{disputeOutcomeText(dispute)}</dd>
            <dt className="text-muted">Resolved</dt>
            <dd className="text-ink">{formatDisputeTime(dispute.resolvedAt)}</dd>
            <dt className="text-muted">Why</dt>
            <dd className="min-w-0 break-words text-ink">{dispute.resolutionNote}</dd>
          </>
        )}
      </dl>
      <p className="min-w-0 break-words whitespace-pre-line text-sm text-ink">{dispute.description}</p>
      {open && <p className="text-sm text-accent-800">{openNote[viewer]}</p>}
      {children}
      {dispute.conversationId && !chatOpen && (
        <div>
          <Button variant="outline" size="sm" onClick={() => setChatOpen(true)}>
            <MessageIcon aria-hidden="true" className="size-4" />
            Dispute conversation
          </Button>
        </div>
      )}
      {chatOpen &&
        (conversation.isPending ? (
          <Spinner label="Loading the conversation" />
        ) : conversation.isError ? (
          <p role="alert" className="text-sm text-danger-700">
            {conversation.error.message}
          </p>
        ) : (
          <ChatPanel
            conversation={conversation.data}
            onBack={() => setChatOpen(false)}
            className="rounded-card border border-line bg-surface"
          />
        ))}
    </section>
  );
}
