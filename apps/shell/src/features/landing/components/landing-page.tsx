import { useDocumentTitle } from '../../../hooks/use-document-title';
import { CtaBanner } from './cta-banner';
import { Faqs } from './faqs';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { WhatWeOffer } from './what-we-offer';

export function LandingPage() {
  useDocumentTitle('Send items worldwide via trusted travelers');
  return (
    <>
      <Hero />
      <HowItWorks />
      <WhatWeOffer />
      <Faqs />
      <CtaBanner />
    </>
  );
}
