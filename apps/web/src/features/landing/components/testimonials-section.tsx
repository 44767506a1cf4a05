import { Card } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

const TESTIMONIALS = [
  {
    quote:
      'I always understood my hooyo when she spoke to me, but I answered in English. After two weeks of lessons I greeted her in Somali, and she laughed and hugged me.',
    name: 'Amina',
    role: 'Heritage learner',
  },
  {
    quote:
      'My two kids and I do a lesson after dinner. I can see on my dashboard who has practised, and they argue about whose streak is longer.',
    name: 'Hassan',
    role: 'Parent of two',
  },
  {
    quote:
      'Five-minute lessons are exactly what I needed. I do one on the bus, and the review brings words back right before I forget them.',
    name: 'Layla',
    role: 'University student',
  },
] as const;

/** Three short testimonials from beta learners. */
export function TestimonialsSection() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="render-near-view mx-auto max-w-page px-4 py-section sm:px-6"
    >
      <SectionHeading id="testimonials-title" eyebrow="From our beta" title="What beta learners tell us">
        Shared by people who tried Hadal during its beta. First names only.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <Card as="li" key={item.name} className="flex flex-col">
            <figure className="flex flex-1 flex-col">
              <blockquote className="flex-1 text-lg text-ink-900">
                <p>
                  <span aria-hidden="true" className="font-display text-3xl leading-none text-sun-400">
                    “
                  </span>
                  {item.quote}
                </p>
              </blockquote>
              <figcaption className="mt-5 border-t border-sand-200 pt-4">
                <span className="block font-bold text-ink-900">{item.name}</span>
                <span className="text-sm text-ink-500">{item.role}, beta learner</span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </ul>
    </section>
  );
}
