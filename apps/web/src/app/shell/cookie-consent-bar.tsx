import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { readCookieConsent, saveCookieConsent } from '@/lib/cookie-consent';

/**
 * Cookie consent bar (spec 02 "Application shell"): Necessary (always on), Optional,
 * Save Preferences and Accept All. Once saved it is not shown again.
 */
export function CookieConsentBar() {
  const [visible, setVisible] = useState(() => readCookieConsent() === null);
  const [optional, setOptional] = useState(false);
  const headingId = useId();
  const necessaryId = useId();
  const optionalId = useId();

  if (!visible) return null;

  const save = (allowOptional: boolean) => {
    saveCookieConsent(allowOptional);
    setVisible(false);
  };

  return (
    <>
      {/* Keeps the end of the page (footer) reachable above the fixed bar. */}
      <div aria-hidden="true" className="h-64 sm:h-48 lg:h-32" />
      <section
        aria-labelledby={headingId}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white shadow-raised"
      >
        <div className="mx-auto flex max-w-page flex-col gap-3 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:gap-8">
          <div className="flex-1">
            <h2 id={headingId} className="font-sans text-base font-bold text-ink-900">
              Cookies on Hadal
            </h2>
            <p className="mt-1 text-sm text-ink-700">
              We use necessary cookies and local storage to keep you signed in and remember your lessons. Optional ones
              help us understand how Hadal is used. See our{' '}
              <Link to="/privacy" className="font-semibold text-ocean-700 underline underline-offset-2">
                Privacy Policy
              </Link>
              .
            </p>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex items-center gap-2">
                <input id={necessaryId} type="checkbox" checked disabled className="size-4 accent-ocean-600" />
                <label htmlFor={necessaryId} className="text-ink-700">
                  Necessary (always on)
                </label>
              </div>
              <div className="flex items-center gap-2">
                <input
                  id={optionalId}
                  type="checkbox"
                  checked={optional}
                  onChange={(event) => setOptional(event.target.checked)}
                  className="size-4 accent-ocean-600"
                />
                <label htmlFor={optionalId} className="text-ink-900">
                  Optional
                </label>
              </div>
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" size="sm" onClick={() => save(optional)}>
              Save Preferences
            </Button>
            <Button size="sm" onClick={() => save(true)}>
              Accept All
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
