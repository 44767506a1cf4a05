import { SectionHeading } from './section-heading';

const MILESTONES = [
  {
    title: 'Create a free account',
    text: 'Sign up as an individual learner, or as a parent and add a profile for each child.',
  },
  {
    title: 'Start at A1',
    text: 'Begin with greetings, family words and numbers: the Somali you hear at home every day.',
  },
  {
    title: 'A little every day',
    text: 'A lesson takes about five minutes. Keep your daily streak, earn XP and review what you learned with active recall.',
  },
  {
    title: 'Unlock what comes next',
    text: 'Finish a lesson to open the next one, and finish a level to move up to the next.',
  },
] as const;

/** "Your Journey Starts Here": what the first days with Hadal look like. */
export function JourneySection() {
  return (
    <section aria-labelledby="journey-title" className="render-near-view bg-sand-100">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-section sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:items-start">
        <SectionHeading id="journey-title" eyebrow="Getting started" title="Your Journey Starts Here" align="left">
          Whether you grew up hearing Somali or are meeting it for the first time, you start where you are. Here is what
          your first week looks like.
        </SectionHeading>
        <ol className="relative space-y-6 border-l-2 border-ocean-200 pl-8">
          {MILESTONES.map((milestone, index) => (
            <li key={milestone.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-0.5 -left-[2.85rem] flex size-7 items-center justify-center rounded-full bg-ocean-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="font-sans text-lg font-bold text-ink-900">{milestone.title}</h3>
              <p className="mt-1 text-ink-700">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
