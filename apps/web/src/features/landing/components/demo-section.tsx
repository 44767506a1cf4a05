import { SampleLesson } from './sample-lesson/sample-lesson';
import { SectionHeading } from './section-heading';

/** Demo section: the built-in sample lesson, playable without an account. */
export function DemoSection() {
  return (
    <section aria-labelledby="demo-title" id="try-a-lesson" className="bg-sand-100">
      <div className="mx-auto max-w-page px-4 py-section sm:px-6">
        <SectionHeading id="demo-title" eyebrow="Try it now" title="Try your first lesson">
          No account needed. This is Basic Greetings, the kind of lesson you start with: three short steps and six
          phrases you can use today.
        </SectionHeading>
        <div className="mt-10">
          <SampleLesson />
        </div>
      </div>
    </section>
  );
}
