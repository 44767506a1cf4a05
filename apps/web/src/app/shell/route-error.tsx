import { buttonStyles } from '@/components/ui/button-styles';

/**
 * Shown in place of the app when a screen cannot be shown at all (its code failed to load, or it
 * threw while rendering): a way back, by loading the page again.
 */
export function RouteError() {
  return (
    <section role="alert" className="mx-auto flex max-w-prose flex-col items-center px-6 py-20 text-center">
      <h1 className="text-3xl font-bold text-ink-900">Something went wrong</h1>
      <p className="mt-4 text-lg text-ink-700">This page could not be shown. Check your connection and try again.</p>
      <button type="button" className={buttonStyles({ className: 'mt-8' })} onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </section>
  );
}
