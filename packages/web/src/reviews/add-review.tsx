import { ApiError } from '@tote/api-client/api-error';
import { Button } from '@tote/ui/button';
import { LazyDialog } from '@tote/ui/lazy-dialog';
import { StarRatingInput } from '@tote/ui/star-rating-input';
import { TextAreaField } from '@tote/ui/text-area-field';
import { useToast } from '@tote/ui/toast';
import { REVIEW_TEXT_MAX, REVIEW_WINDOW_DAYS, WriteReviewSchema } from '@tote/validation/reviews';
import { type FormEvent, useState } from 'react';
import { useWriteReview } from './review-mutations';

export interface AddReviewProps {
  deliveryId: string;
  /** Whom the review is about ("Tess Traveler"). */
  subjectName: string;
  /** The button's look where it stands (primary on an order's page, outline among a profile's actions). */
  variant?: 'primary' | 'outline';
}

/**
 * Add Review (docs/decisions/018-reviews.md): a button that opens the form, 1 to 5 stars and a text. Sent once,
 * never changed; hidden until the other side writes theirs or the window closes.
 */
export function AddReview({ deliveryId, subjectName, variant = 'primary' }: AddReviewProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        Add Review
      </Button>
      {/* Lazy: this module is in every screen's shared chunk, and Headless UI would come with it. */}
      <LazyDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Review ${subjectName}`}
        description={`Delivery ${deliveryId}. Your review stays hidden until ${subjectName} writes theirs, or until the ${REVIEW_WINDOW_DAYS} days after delivery end; then both show at once. It cannot be changed once sent.`}
      >
        {open && <ReviewForm deliveryId={deliveryId} onDone={() => setOpen(false)} />}
      </LazyDialog>
    </>
  );
}

function ReviewForm({ deliveryId, onDone }: { deliveryId: string; onDone: () => void }) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const write = useWriteReview(deliveryId);
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = WriteReviewSchema.safeParse({ rating: rating || undefined, text });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        fields[key] ??= issue.message;
      }
      setErrors(fields);
      return;
    }
    setErrors({});
    try {
      const answer = await write.mutateAsync(parsed.data);
      toast.show({
        tone: 'success',
        title: 'Review sent',
        description: answer.revealed
          ? 'You have both written: both reviews are now shown.'
          : 'It shows once both of you have written, or when the window closes.',
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else setFormError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <StarRatingInput label="Your rating" value={rating} onChange={setRating} error={errors.rating} />
      <TextAreaField
        label="Your review"
        required
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
        error={errors.text}
        hint={`How did the delivery go? At most ${REVIEW_TEXT_MAX} characters.`}
      />
      {formError && (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {formError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={write.isPending}>
          Send review
        </Button>
      </div>
    </form>
  );
}
