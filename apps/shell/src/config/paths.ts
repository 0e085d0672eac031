import { RECEIVER_TRACKING_PATH_PREFIX, receiverTrackingPath } from '@tote/validation/receiver-link-paths';

/**
 * Every route of the shell app, declared once (docs/product/accounts.md). React Router matches paths
 * case-insensitively by default, so /User-v and /user-v both reach `userVerify`.
 */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  land: { path: '/land', getHref: () => '/land' },

  auth: {
    login: {
      path: '/login',
      /** `next`: where to go after signing in (followed only within the four apps, see features/auth). */
      getHref: (next?: string) => (next ? `/login?${new URLSearchParams({ next })}` : '/login'),
    },
    signUp: { path: '/sign-up', getHref: () => '/sign-up' },
    travelerSignUp: { path: '/signup-t', getHref: () => '/signup-t' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    confirmAccount: {
      path: '/confirm-account',
      getHref: (email?: string) =>
        email ? `/confirm-account?${new URLSearchParams({ email })}` : '/confirm-account',
    },
    newPassword: { path: '/new-password', getHref: () => '/new-password' },
    loginConfirmation: { path: '/login-confirmation', getHref: () => '/login-confirmation' },
    travelerEmailCode: {
      path: '/pass-t',
      /** `kind`: which sign-up form the account came from, so a verified sender goes home, a traveler on. */
      getHref: (query?: { email: string; kind: 'sender' | 'traveler' }) =>
        query ? `/pass-t?${new URLSearchParams(query)}` : '/pass-t',
    },
    roleChoice: { path: '/user-o', getHref: () => '/user-o' },
    travelerVerify: { path: '/user-v', getHref: () => '/user-v' },
    travelerSignIn: { path: '/traveler-signin', getHref: () => '/traveler-signin' },
    verificationReceived: { path: '/result', getHref: () => '/result' },
    /** Staff sign-in's second step (ADR 006): the authenticator code, or a recovery code. */
    secondFactor: { path: '/sign-in/code', getHref: () => '/sign-in/code' },
    /** Staff first sign-in: set up the authenticator app, then the recovery codes (shown once). */
    enrolment: { path: '/sign-in/authenticator', getHref: () => '/sign-in/authenticator' },
  },

  /**
   * The prohibited items list (docs/decisions/020-declared-contents.md): public, linked from the footer, the
   * Resources & Policies page and the sender's Request Delivery form (PROHIBITED_ITEMS_PATH).
   */
  prohibitedItems: { path: '/prohibited-items', getHref: () => '/prohibited-items' },

  /** The built-in test payment provider's checkout (docs/decisions/017-payments-and-escrow.md). */
  testCheckout: {
    path: '/test-checkout/:sessionId',
    getHref: (sessionId: string) => `/test-checkout/${encodeURIComponent(sessionId)}`,
  },

  /**
   * The receiver's tracking link (docs/decisions/021-receiver-link.md): the delivery as the receiver named on
   * it sees it, no account; the token in the path is the credential.
   */
  receiverTracking: {
    path: `${RECEIVER_TRACKING_PATH_PREFIX}:token`,
    getHref: (token: string) => receiverTrackingPath(encodeURIComponent(token)),
  },

  dev: {
    /** The demo setup's outbox (codes and notices sent by email); the API answers 404 elsewhere. */
    mailbox: { path: '/dev/mailbox', getHref: () => '/dev/mailbox' },
  },

  info: {
    about: { path: '/about', getHref: () => '/about' },
    resources: { path: '/resources', getHref: () => '/resources' },
    careers: { path: '/careers', getHref: () => '/careers' },
    contentIntegrity: { path: '/content-integrity', getHref: () => '/content-integrity' },
    terms: { path: '/terms', getHref: () => '/terms' },
    privacy: { path: '/privacy', getHref: () => '/privacy' },
    writeReview: { path: '/write-a-review', getHref: () => '/write-a-review' },
    community: { path: '/community', getHref: () => '/community' },
    help: { path: '/help', getHref: () => '/help' },
  },
} as const;

export type InfoTopic = keyof typeof paths.info;

/** Landing-page sections reachable from the header (ids of the <section> elements). */
export const landingSections = { howItWorks: 'how-it-works', faqs: 'faqs' } as const;
