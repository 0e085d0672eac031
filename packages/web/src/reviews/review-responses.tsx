import { ApiError } from '@tote/api-client/api-error';
import { Button } from '@tote/ui/button';
import { Dialog } from '@tote/ui/dialog';
import { TextAreaField } from '@tote/ui/text-area-field';
import { useToast } from '@tote/ui/toast';
import type { Review } from '@tote/validation/profiles';
import {
  REVIEW_REASON_MAX,
  REVIEW_REPLY_MAX,
  ReplyToReviewSchema,
  ReviewReasonSchema,
} from '@tote/validation/reviews';
import { type FormEvent, useState } from 'react';
import { useReplyToReview, useReportReview } from './review-mutations';

/**
 * Under a review on one's own profile (docs/decisions/018-reviews.md): Reply (once, public) and Report (once,
 * to Tote staff, with a reason); what was done shows in their place.
 */
export function ReviewResponses({ review }: { review: Review }) {
  const [open, setOpen] = useState<'reply' | 'report' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap items-center gap-2 pt-1">
      {!review.reply && (
        <Button size="sm" variant="outline" onClick={() => setOpen('reply')}>
          Reply
        </Button>
      )}
      {review.reportedAt ? (
        <span className="text-sm text-muted">Reported to Tote staff</span>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setOpen('report')}>
          Report
        </Button>
      )}
      <Dialog
        open={open === 'reply'}
        onClose={close}
        title="Reply to this review"
        description="Your reply shows under the review on your profile. You can reply once; it cannot be changed."
      >
        {open === 'reply' && <ResponseForm kind="reply" reviewId={review.id} onDone={close} />}
      </Dialog>
      <Dialog
        open={open === 'report'}
        onClose={close}
        title="Report this review"
        description="Tell Tote staff which rule it breaks (for example personal details, insults, or a review of something else). Staff may hide it."
      >
        {open === 'report' && <ResponseForm kind="report" reviewId={review.id} onDone={close} />}
      </Dialog>
    </div>
  );
}

function ResponseForm({
  kind,
  reviewId,
  onDone,
}: {
  kind: 'reply' | 'report';
  reviewId: string;
  onDone: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview();
  const report = useReportReview();
  const toast = useToast();
  const pending = reply.isPending || report.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed =
      kind === 'reply'
        ? ReplyToReviewSchema.safeParse({ text })
        : ReviewReasonSchema.safeParse({ reason: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      if (kind === 'reply') await reply.mutateAsync({ reviewId, input: { text } });
      else await report.mutateAsync({ reviewId, input: { reason: text } });
      toast.show({ tone: 'success', title: kind === 'reply' ? 'Reply posted' : 'Review reported' });
      onDone();
    } catch (caught) {
      if (caught instanceof ApiError) setError(Object.values(caught.fields)[0] ?? caught.message);
      else setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextAreaField
        label={kind === 'reply' ? 'Your reply' : 'Why are you reporting it?'}
        required
        value={text}
        maxLength={kind === 'reply' ? REVIEW_REPLY_MAX : REVIEW_REASON_MAX}
        onChange={(event) => setText(event.target.value)}
        error={error ?? undefined}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {kind === 'reply' ? 'Post reply' : 'Send report'}
        </Button>
      </div>
    </form>
  );
}
