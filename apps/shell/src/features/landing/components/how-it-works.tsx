import { landingSections } from '../../../config/paths';

const steps = [
  {
    title: 'Post your delivery request',
    body: 'Describe what you are sending, where it needs to go and when. Add a photo so travelers know exactly what they would carry.',
  },
  {
    title: 'Get matched with a verified traveler',
    body: 'Our team pairs your request with a traveler whose identity we have checked and whose trip fits your route and weight.',
  },
  {
    title: "Track until it's delivered",
    body: 'Follow each stage from pickup to hand-over, message your traveler along the way and confirm when your item arrives.',
  },
];

export function HowItWorks() {
  return (
    <section
      id={landingSections.howItWorks}
      aria-labelledby="how-it-works-title"
      className="scroll-mt-20 bg-surface py-16 md:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="how-it-works-title" className="text-center text-3xl font-bold tracking-tight text-ink">
          How It Works
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted">Three steps from request to doorstep.</p>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-card border border-grey-200 bg-canvas p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
