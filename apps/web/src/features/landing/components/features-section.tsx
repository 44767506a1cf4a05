import { Clock, ShieldCheck, Sparkles, UsersRound } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Card } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

interface Feature {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const FEATURES: Feature[] = [
  {
    title: 'Self-paced, no scheduling',
    text: 'No classes to book and no timetable. Learn whenever you have five minutes: on the bus, after dinner, before bed.',
    Icon: Clock,
  },
  {
    title: 'Progress tracking for your family',
    text: 'Parents create a profile for each child and see their lessons, XP and last activity at a glance.',
    Icon: UsersRound,
  },
  {
    title: 'Safe content for all ages',
    text: 'Lessons are about everyday family life: greetings, food, home, school. There is no chat with strangers, and parents can see what their children are learning.',
    Icon: ShieldCheck,
  },
  {
    title: 'AI-powered lessons',
    text: 'Lessons are drafted with AI from open Somali dictionaries and sentence collections, and AI role-plays let you practise answering out loud.',
    Icon: Sparkles,
  },
];

/** "Learning That Fits Your Life": the four selling points. */
export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="render-near-view mx-auto max-w-page px-4 py-section sm:px-6">
      <SectionHeading id="features-title" eyebrow="Why Hadal" title="Learning That Fits Your Life">
        Busy parents, students, grandchildren who want to talk with their grandparents: Hadal is built around the time
        you actually have.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ title, text, Icon }) => (
          <Card as="li" key={title}>
            <span className="flex size-12 items-center justify-center rounded-control bg-ocean-50 text-ocean-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 font-sans text-lg font-bold text-ink-900">{title}</h3>
            <p className="mt-2 text-ink-700">{text}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
