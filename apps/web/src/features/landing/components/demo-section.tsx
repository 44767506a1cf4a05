import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { SectionHeading } from './section-heading';

// The sample lesson (its exercises and the course's answer rules) loads as the visitor scrolls
// towards it: a first view of the page never needs it.
const SampleLesson = lazy(() => import('./sample-lesson/sample-lesson').then((m) => ({ default: m.SampleLesson })));

/** How far ahead of the viewport the sample lesson starts loading. */
const LOAD_AHEAD = '1200px 0px';

/** Whether the element is within `margin` of the viewport; at once where IntersectionObserver is missing. */
function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}

function LoadingSampleLesson() {
  return (
    <p role="status" className="py-12 text-center text-ink-700">
      Loading the sample lesson…
    </p>
  );
}

/** Demo section: the built-in sample lesson, playable without an account. */
export function DemoSection() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, LOAD_AHEAD);
  return (
    <section aria-labelledby="demo-title" id="try-a-lesson" className="bg-sand-100">
      <div className="mx-auto max-w-page px-4 py-section sm:px-6">
        <SectionHeading id="demo-title" eyebrow="Try it now" title="Try your first lesson">
          No account needed. This is Basic Greetings, the kind of lesson you start with: three short steps and six
          phrases you can use today.
        </SectionHeading>
        <div ref={slot} className="mt-10 min-h-[28rem]">
          {/* Until then the slot keeps the lesson's place, empty. */}
          {near ? (
            <Suspense fallback={<LoadingSampleLesson />}>
              <SampleLesson />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
