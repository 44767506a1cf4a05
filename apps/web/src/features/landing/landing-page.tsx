import { BetaNotice } from './components/beta-notice';
import { DemoSection } from './components/demo-section';
import { FeaturesSection } from './components/features-section';
import { FinalCtaSection } from './components/final-cta-section';
import { HeroSection } from './components/hero-section';
import { JourneySection } from './components/journey-section';
import { LearningPathSection } from './components/learning-path-section';
import { PathStepsSection } from './components/path-steps-section';
import { StatsSection } from './components/stats-section';
import { TestimonialsSection } from './components/testimonials-section';
import { WaitlistSection } from './components/waitlist-section';

export { prefetchRegistrationMode } from './components/waitlist-section';

/** The landing page (spec 01 §2 "Landing page"). */
export function LandingPage() {
  return (
    <>
      <title>Hadal: learn Somali, for heritage learners and families</title>
      <HeroSection />
      <WaitlistSection />
      <PathStepsSection />
      <JourneySection />
      <FeaturesSection />
      <LearningPathSection />
      <DemoSection />
      <TestimonialsSection />
      <StatsSection />
      <BetaNotice />
      <FinalCtaSection />
    </>
  );
}
