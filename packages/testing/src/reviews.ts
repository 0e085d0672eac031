// Test-only: review answers as the API gives them (@tote/validation/reviews), for the apps' component tests.
import type { Review } from '@tote/validation/profiles';
import type { AdminReview, OrderReviews, SenderProfile } from '@tote/validation/reviews';

export const buildReview = (overrides: Partial<Review> = {}): Review => ({
  id: 'review-1',
  rating: 5,
  text: 'Packed with care, easy to reach.',
  authorName: 'Amina Yusuf',
  createdAt: '2026-02-03T10:00:00.000Z',
  reply: null,
  reportedAt: null,
  ...overrides,
});

/** A delivered order's reviews, the window open and nobody written yet (the viewer is its sender). */
export const buildOrderReviews = (overrides: Partial<OrderReviews> = {}): OrderReviews => ({
  deliveryId: 'TT-DDDDDD',
  window: 'open',
  deliveredAt: '2026-03-03T18:00:00.000Z',
  closesAt: '2026-03-17T18:00:00.000Z',
  revealed: false,
  subject: { id: 'traveler-1', fullName: 'Amina Yusuf', role: 'traveler' },
  canWrite: true,
  mine: null,
  theirs: null,
  theyWrote: false,
  ...overrides,
});

export const buildSenderProfile = (overrides: Partial<SenderProfile> = {}): SenderProfile => ({
  id: 'sender-1',
  fullname: 'Grace Okafor',
  avatarUrl: null,
  state: null,
  country: 'NG',
  itemsSent: 3,
  rating: 4.4,
  reviewCount: 2,
  reviews: [buildReview(), buildReview({ id: 'review-2', rating: 4, text: 'Clear instructions.' })],
  reviewDueFor: 'TT-DDDDDD',
  sharedDeliveryId: 'TT-DDDDDD',
  ...overrides,
});

export const buildAdminReview = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: 'review-9',
  deliveryId: 'TT-DDDDDD',
  rating: 1,
  text: 'Call him on +250 788 000 000, he is rude.',
  createdAt: '2026-03-04T10:00:00.000Z',
  revealed: true,
  author: { id: 'sender-1', fullName: 'Grace Okafor' },
  subject: { id: 'traveler-1', fullName: 'Amina Yusuf' },
  reply: null,
  report: {
    reason: 'It shares my phone number.',
    reportedAt: '2026-03-05T10:00:00.000Z',
    outcome: null,
    decidedAt: null,
    decidedByName: null,
  },
  hidden: null,
  ...overrides,
});
