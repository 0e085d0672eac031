import { PlaneIcon, SuccessIcon, WalletIcon } from '@tote/ui/icons';

const offers = [
  {
    title: 'Secure deliveries',
    body: 'Every traveler is verified before carrying anything, and payments are encrypted.',
    icon: SuccessIcon,
  },
  {
    title: 'Clear transport pricing',
    body: 'No hidden fees. What you pay depends on the weight of your items, and you see the price before you confirm.',
    icon: WalletIcon,
  },
  {
    title: 'Global coverage',
    body: 'Travelers fly between cities on every continent, so your item can reach places couriers make slow or costly.',
    icon: PlaneIcon,
  },
];

export function WhatWeOffer() {
  return (
    <section aria-labelledby="what-we-offer-title" className="bg-canvas py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="what-we-offer-title" className="text-center text-3xl font-bold tracking-tight text-ink">
          What We Offer
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {offers.map(({ title, body, icon: Icon }) => (
            <li key={title} className="rounded-card bg-surface p-6 shadow-sm ring-1 ring-grey-200">
              <span className="inline-flex size-12 items-center justify-center rounded-control bg-accent-100 text-accent-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-muted">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
