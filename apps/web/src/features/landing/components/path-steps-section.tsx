import { Card } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    title: 'Build your foundation with Hadal',
    text: 'Learn the sounds, everyday words and sentence patterns of Somali in lessons of about five minutes, with audio for every phrase and reviews that bring words back just before you forget them.',
  },
  {
    title: 'Practise with people',
    text: 'Take what you learn to the people around you: greet your ayeeyo in Somali, ask your aunt about her day, listen in at family gatherings. Real conversations make the words stick.',
  },
  {
    title: 'Grow into fluency',
    text: 'Keep climbing the levels, from A1 to C2, until the day you follow a whole conversation and realise: I understand.',
  },
] as const;

/** "From Zero to I Understand": the three steps of the path. */
export function PathStepsSection() {
  return (
    <section aria-labelledby="path-title" className="render-near-view mx-auto max-w-page px-4 py-section sm:px-6">
      <SectionHeading id="path-title" eyebrow="How Hadal fits in" title="From Zero to “I Understand”">
        No app makes anyone fluent on its own. Hadal does its part honestly: it gives you a strong foundation, so that
        conversations with real people can carry you the rest of the way.
      </SectionHeading>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <Card as="li" key={step.title} className="relative">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-sun-300 font-display text-xl font-bold text-ink-900"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-bold text-ink-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink-700">{step.text}</p>
          </Card>
        ))}
      </ol>
    </section>
  );
}
