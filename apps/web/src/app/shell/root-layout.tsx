import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { readStorage } from '@/lib/local-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { CookieConsentBar } from './cookie-consent-bar';
import { Footer } from './footer';
import { Header } from './header';

// The child view banner is only needed while a parent views the app as a child: loaded on demand,
// so the pages everyone opens keep a small initial bundle.
const ChildViewBanner = lazy(() => import('./child-view-banner').then((m) => ({ default: m.ChildViewBanner })));

/** Frame of every screen: skip link, header, the page, footer and the cookie consent bar. */
export function RootLayout() {
  const navigation = useNavigation();
  const navigating = navigation.state !== 'idle';
  // Entering and leaving the child view both navigate: read the flag again on every location.
  useLocation();
  const childView = readStorage(STORAGE_KEYS.impersonatingChild) === 'true';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-white px-4 py-2 font-semibold text-ocean-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {navigating ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-sun-400" />
      ) : null}
      <Header />
      {childView ? (
        <Suspense fallback={null}>
          <ChildViewBanner />
        </Suspense>
      ) : null}
      {/* At least a screen high: the footer starts below the fold, so a page whose content arrives
          later does not push it down (a layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <CookieConsentBar />
      <ScrollRestoration />
    </div>
  );
}
