import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';

const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
] as const;

/** Site footer with links to Home, About, Privacy and Terms. */
export function Footer() {
  return (
    <footer className="render-near-view border-t border-sand-200 bg-sand-100">
      <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-3 text-ocean-700">
          <LogoMark className="size-7" />
          <p className="text-sm text-ink-700">
            <span className="font-semibold text-ink-900">Hadal</span> means “speech” in Somali. Made for learners and
            families.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-2 gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-10 items-center rounded-control px-2 text-sm font-semibold text-ink-700 underline-offset-4 hover:text-ocean-700 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
