import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDownIcon } from '@tote/ui/icons';
import { landingSections } from '../../../config/paths';

const faqs = [
  {
    question: 'How does Tote deliver my items?',
    answer:
      'You post a delivery request, and our team matches it with a traveler already flying your route who has spare luggage allowance. The traveler carries your item and hands it over at the destination.',
  },
  {
    question: 'How are travelers verified?',
    answer:
      'Before their first trip, travelers confirm their email, give their residential address and upload a national ID. An admin reviews the details before the traveler can be matched with any order.',
  },
  {
    question: 'How much does a delivery cost?',
    answer:
      'The price is based on the weight of your items and the route. You see the full amount before you confirm, with no hidden fees added later.',
  },
  {
    question: 'What can I not send?',
    answer:
      'Anything illegal, dangerous or restricted by airlines or customs in either country, such as flammables, weapons, drugs, cash or perishable food. Travelers may decline items they are not comfortable carrying.',
  },
  {
    question: 'How do I earn as a traveler?',
    answer:
      'Sign up as a traveler, verify your identity and share your trip details: route, dates and the weight you can carry. When you are matched and complete a delivery, your earnings go to your Tote wallet.',
  },
];

export function Faqs() {
  return (
    <section
      id={landingSections.faqs}
      aria-labelledby="faqs-title"
      className="scroll-mt-20 bg-surface py-16 md:py-24"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faqs-title" className="text-center text-3xl font-bold tracking-tight text-ink">
          Frequently asked questions
        </h2>
        <div className="mt-10 divide-y divide-grey-200 rounded-card border border-grey-200">
          {faqs.map((faq) => (
            <Disclosure key={faq.question} as="div" className="px-5">
              <h3>
                <DisclosureButton className="group focus-ring flex w-full items-center justify-between gap-4 py-5 text-left font-semibold text-ink">
                  {faq.question}
                  <ChevronDownIcon
                    aria-hidden="true"
                    className="size-5 shrink-0 text-grey-500 transition-transform group-data-open:rotate-180"
                  />
                </DisclosureButton>
              </h3>
              <DisclosurePanel className="pb-5 text-muted">{faq.answer}</DisclosurePanel>
            </Disclosure>
          ))}
        </div>
      </div>
    </section>
  );
}
