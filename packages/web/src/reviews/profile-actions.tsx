import { buttonClasses } from '@tote/ui/button';
import { MessageIcon } from '@tote/ui/icons';
import { Link } from 'react-router-dom';
import { AddReview } from './add-review';

export interface ProfileActionsProps {
  fullName: string;
  /** The viewer's delivery with this person whose review is due (Add Review), if any. */
  reviewDueFor?: string | null;
  /** The newest delivery the viewer shares with this person: Message opens its chat. */
  sharedDeliveryId?: string | null;
  /** The app's chat of a delivery (`/message?order=` or `/message-t?order=`). */
  messageHref?: (deliveryId: string) => string;
}

/** A person's profile actions as the spec names them: Add Review (where one is due) and a Message link. */
export function ProfileActions({
  fullName,
  reviewDueFor,
  sharedDeliveryId,
  messageHref,
}: ProfileActionsProps) {
  if (!reviewDueFor && !(sharedDeliveryId && messageHref)) return null;
  return (
    <>
      {reviewDueFor && <AddReview deliveryId={reviewDueFor} subjectName={fullName} />}
      {sharedDeliveryId && messageHref && (
        <Link to={messageHref(sharedDeliveryId)} className={buttonClasses({ variant: 'outline' })}>
          <MessageIcon aria-hidden="true" className="size-4" />
          Message
        </Link>
      )}
    </>
  );
}
