import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { readCookieConsent } from '@/lib/cookie-consent';
import { readStorage } from '@/lib/local-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoading } from '@/components/ui/page-loading';

// The child view banner is only needed while a parent views the app as a child: loaded on demand,
// so the pages everyone opens keep a small initial bundle.
const ChildViewBanner = lazy(() => import('./child-view-banner').then((m) => ({ default: m.ChildViewBanner })));
// The cookie consent bar shows until the visitor has chosen, once per device: loaded only until then.
const CookieConsentBar = lazy(() => import('./cookie-consent-bar').then((m) => ({ default: m.CookieConsentBar })));

/** Frame of every screen: skip link, header, the page, footer and the cookie consent bar. */
export function RootLayout() {
  // Entering and leaving the child view both navigate: read the flag again on every location.
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A new screen starts at the top; back and forward keep the browser's own scroll position.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  const childView = readStorage(STORAGE_KEYS.impersonatingChild) === 'true';
  const [consentPending] = useState(() => readCookieConsent() === null);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-white px-4 py-2 font-semibold text-ocean-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header />
      {childView ? (
        <Suspense fallback={null}>
          <ChildViewBanner />
        </Suspense>
      ) : null}
      {/* At least a screen high: the footer starts below the fold, so a page whose content arrives
          later does not push it down (a layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {/* Screens load lazily; navigations are transitions, so the previous screen stays until the next is ready. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {consentPending ? (
        <Suspense fallback={null}>
          <CookieConsentBar />
        </Suspense>
      ) : null}
    </div>
  );
}
