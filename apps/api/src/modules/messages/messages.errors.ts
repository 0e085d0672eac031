import { messageMessages } from '@tote/validation/messages';
import { HttpError } from '../../errors';

// The messages module's refusals, until its catalogue joins the others in @tote/validation/messages.
export const errors = {
  notFound: () => new HttpError(404, 'not_found', 'Not found.'),
  closed: () => new HttpError(409, 'conversation_closed', messageMessages.closed),
  noTraveler: () => new HttpError(409, 'no_traveler', messageMessages.noTraveler),
  rateLimited: (seconds: number) =>
    new HttpError(429, 'rate_limited', messageMessages.rateLimited(seconds), undefined, {
      headers: { 'retry-after': String(seconds) },
    }),
};
