import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('has a hero with Get Started and Sign In', () => {
    renderWithRouter(<LandingPage />);
    const hero = screen.getByRole('region', { name: 'Speak the Somali your family speaks' });
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(within(hero).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('shows the three steps of From Zero to I Understand', () => {
    renderWithRouter(<LandingPage />);
    const path = screen.getByRole('region', { name: 'From Zero to “I Understand”' });
    const steps = within(path).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('foundation with Hadal');
    expect(steps[1]).toHaveTextContent('Practise with people');
    expect(steps[2]).toHaveTextContent('fluency');
  });

  it('has the sections of the spec', () => {
    renderWithRouter(<LandingPage />);
    for (const name of ['Your Journey Starts Here', 'Learning That Fits Your Life', 'The Complete Learning Path']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const features = screen.getByRole('region', { name: 'Learning That Fits Your Life' });
    expect(features).toHaveTextContent('Self-paced, no scheduling');
    expect(features).toHaveTextContent('Progress tracking for your family');
    expect(features).toHaveTextContent('Safe content for all ages');
    expect(features).toHaveTextContent('AI-powered lessons');
  });

  it('has the sample lesson, three testimonials, statistics and the beta notice', async () => {
    renderWithRouter(<LandingPage />);
    const demo = screen.getByRole('region', { name: 'Try your first lesson' });
    expect(await within(demo).findByRole('heading', { name: 'Basic Greetings' })).toBeInTheDocument();
    const testimonials = screen.getByRole('region', { name: 'What beta learners tell us' });
    expect(within(testimonials).getAllByRole('blockquote')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Hadal at a glance' })).toHaveTextContent('CEFR levels');
    expect(screen.getByRole('region', { name: 'Beta notice' })).toHaveTextContent(
      'your progress can be reset at any time',
    );
  });

  it('loads the sample lesson only as the visitor scrolls near it', async () => {
    let report: IntersectionObserverCallback = () => undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe = observe;
        disconnect = vi.fn();
      },
    );
    try {
      renderWithRouter(<LandingPage />);
      const demo = screen.getByRole('region', { name: 'Try your first lesson' });
      expect(within(demo).queryByRole('article')).not.toBeInTheDocument();
      expect(observe).toHaveBeenCalledTimes(1);
      act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(await within(demo).findByRole('heading', { name: 'Basic Greetings' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ends with Create Free Account leading to /register', () => {
    renderWithRouter(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/register');
  });
});
