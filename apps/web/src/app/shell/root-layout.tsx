import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { CookieConsentBar } from './cookie-consent-bar';
import { Footer } from './footer';
import { Header } from './header';

/** Frame of every screen: skip link, header, the page, footer and the cookie consent bar. */
export function RootLayout() {
  const navigation = useNavigation();
  const navigating = navigation.state !== 'idle';
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
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <CookieConsentBar />
      <ScrollRestoration />
    </div>
  );
}
