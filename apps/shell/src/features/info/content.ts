import { type InfoTopic, paths } from '../../config/paths';

interface InfoSection {
  heading: string;
  body: string;
  /** A page of this app that says more. */
  link?: { label: string; to: string };
}

export interface InfoContent {
  title: string;
  summary: string;
  sections: InfoSection[];
}

/** Copy of the footer's information pages, one entry per route in paths.info. */
export const infoContent: Record<InfoTopic, InfoContent> = {
  about: {
    title: 'About Tote',
    summary:
      'Tote connects people who need something delivered abroad with travelers who already have a trip booked and room to spare.',
    sections: [
      {
        heading: 'Why we exist',
        body: 'International courier services are often slow or expensive for small parcels, especially between African cities and the rest of the world. Many travelers fly with unused luggage allowance. Tote puts the two together.',
      },
      {
        heading: 'How we keep it safe',
        body: 'Travelers verify their identity before they can carry anything, and every match between a sender and a traveler is reviewed by our admin team rather than made automatically.',
      },
    ],
  },
  resources: {
    title: 'Resources & Policies',
    summary: 'The rules that apply to everyone who sends or carries items with Tote.',
    sections: [
      {
        heading: 'Prohibited items',
        body: 'Nothing illegal, dangerous or restricted by airlines or customs in the departure or arrival country: for example flammables, weapons, drugs, cash, or perishable food. Travelers may refuse any item they are not comfortable carrying.',
        link: { label: 'The prohibited items list', to: paths.prohibitedItems.getHref() },
      },
      {
        heading: 'Cancellations',
        body: 'A sender can cancel a request until it is matched. Once a match is made it can be undone within 24 hours; after that, contact support through Messages.',
      },
      {
        heading: 'Customs',
        body: 'Senders are responsible for describing items truthfully so travelers can declare them correctly at customs.',
      },
    ],
  },
  careers: {
    title: 'Careers',
    summary: 'Tote is a small team building a fairer way to move things across borders.',
    sections: [
      {
        heading: 'Open roles',
        body: 'There are no open positions listed at the moment. When we are hiring, the roles will be published on this page.',
      },
      {
        heading: 'Other ways to take part',
        body: 'If you travel often, you can already work with Tote by signing up as a traveler and earning on trips you are taking anyway.',
      },
    ],
  },
  contentIntegrity: {
    title: 'Content Integrity',
    summary:
      'Reviews and profiles only help if they are honest. These are the rules for what people post on Tote.',
    sections: [
      {
        heading: 'Genuine reviews only',
        body: 'Only a sender and a traveler who completed a delivery together can review each other. Paid, swapped or fake reviews are removed.',
      },
      {
        heading: 'Accurate profiles and listings',
        body: 'Names, photos, trip details and item descriptions must be truthful. Accounts that mislead others are suspended.',
      },
      {
        heading: 'Reporting a problem',
        body: 'If a review about you breaks these rules, press Report under it on your profile. For anything else, message the Tote admin team from your account and tell us what you found.',
      },
    ],
  },
  terms: {
    title: 'Terms of Use',
    summary: 'A plain-language summary of the agreement you accept when you create a Tote account.',
    sections: [
      {
        heading: 'Your account',
        body: 'You must give accurate details, keep your password private and be old enough to enter a contract in your country.',
      },
      {
        heading: 'Senders',
        body: 'You confirm that the items you send are legal to export and import, described truthfully and packed safely.',
      },
      {
        heading: 'Travelers',
        body: 'You agree to carry only items you have seen, to follow airline and customs rules, and to hand items over as agreed.',
      },
      {
        heading: 'Our role',
        body: 'Tote verifies travelers and matches orders with trips. We may suspend accounts that break these terms or our content rules.',
      },
    ],
  },
  privacy: {
    title: 'Privacy & Cookies',
    summary: 'What we collect, why, and the choices you have.',
    sections: [
      {
        heading: 'What we collect',
        body: 'Your name, email, country and, for travelers, address and national ID for verification. Delivery details and messages are stored so the service can work.',
      },
      {
        heading: 'How we use it',
        body: 'To run your account, verify travelers, match orders with trips and help you when you contact us. We do not sell your personal data.',
      },
      {
        heading: 'Cookies and local storage',
        body: 'We use a session cookie to keep you signed in. Your currency and country choice in the footer is stored only in your browser.',
      },
    ],
  },
  writeReview: {
    title: 'Write a Review',
    summary: 'Reviews help senders choose with confidence and reward careful travelers.',
    sections: [
      {
        heading: 'When you can review',
        body: 'Once a delivery has been handed over, the sender and the traveler each review the other: 1 to 5 stars and a few words, once per delivery, within 14 days of the hand-over. We send a reminder two days before the time runs out.',
      },
      {
        heading: 'How to review',
        body: 'Press Add Review on the delivery’s page (the sender’s Delivery Tracking, the traveler’s delivery) or on the other person’s profile. A review cannot be changed once it is sent.',
      },
      {
        heading: 'Both reviews appear together',
        body: 'Your review stays hidden until the other person has written theirs, or until the 14 days end; then both appear at once. Neither of you can read the other’s review before writing your own.',
      },
      {
        heading: 'Replying and reporting',
        body: 'The person reviewed can post one public reply under it. If a review breaks the community rules (personal details, insults, or something that has nothing to do with the delivery), press Report on your profile and say why: Tote staff look at it and may hide it. A hidden review no longer counts in the rating.',
      },
      {
        heading: 'How the rating is worked out',
        body: 'A profile shows Reviews (count) and a star rating that starts from the average of everyone on Tote and moves towards the person’s own reviews as they add up, so a single review cannot make or break a profile. Reviews never change what a traveler is paid.',
      },
      {
        heading: 'What makes a useful review',
        body: 'Say what was delivered, whether it arrived on time and in good condition, and how communication went. Keep it factual and respectful.',
      },
    ],
  },
  community: {
    title: 'Join Our Community',
    summary: 'Tote is made of two kinds of members who help each other: senders and travelers.',
    sections: [
      {
        heading: 'Send with Tote',
        body: 'Create an employer (sender) account to request deliveries, follow them from pickup to hand-over and message your traveler.',
      },
      {
        heading: 'Travel with Tote',
        body: 'Create a traveler account, verify your identity and share your trips to earn from the spare space in your luggage.',
      },
    ],
  },
  help: {
    title: 'Help',
    summary: 'Answers to common questions and how to reach us.',
    sections: [
      {
        heading: 'Common questions',
        body: 'The FAQs on the home page cover how matching works, pricing, traveler verification and what you cannot send.',
      },
      {
        heading: 'Account and password',
        body: 'Forgot your password? Use the Forgot password link on the sign-in page to get a verification code by email.',
      },
      {
        heading: 'Contact support',
        body: 'Once signed in, open Messages and write to the Admin thread. Our team answers there.',
      },
    ],
  },
};
