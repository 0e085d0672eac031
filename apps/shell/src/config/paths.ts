/**
 * Every route of the shell app, declared once (spec §2). React Router matches paths
 * case-insensitively by default, so /User-v and /user-v both reach `userVerify`.
 */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  land: { path: '/land', getHref: () => '/land' },

  auth: {
    login: { path: '/login', getHref: () => '/login' },
    signUp: { path: '/sign-up', getHref: () => '/sign-up' },
    travelerSignUp: { path: '/signup-t', getHref: () => '/signup-t' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    confirmAccount: { path: '/confirm-account', getHref: () => '/confirm-account' },
    newPassword: { path: '/new-password', getHref: () => '/new-password' },
    loginConfirmation: { path: '/login-confirmation', getHref: () => '/login-confirmation' },
    travelerEmailCode: { path: '/pass-t', getHref: () => '/pass-t' },
    roleChoice: { path: '/user-o', getHref: () => '/user-o' },
    travelerVerify: { path: '/user-v', getHref: () => '/user-v' },
    travelerSignIn: { path: '/traveler-signin', getHref: () => '/traveler-signin' },
    verificationReceived: { path: '/result', getHref: () => '/result' },
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
