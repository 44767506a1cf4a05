import { Logo } from '@/components/brand/logo';

/** The branded screen shown while Hadal starts and checks that its server is reachable. */
export function OpeningScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-sand-50 px-6 text-center"
    >
      <Logo size="lg" />
      <p className="max-w-xs text-lg text-ink-700">
        <span lang="so">Soo dhawoow!</span> Getting your lessons ready…
      </p>
      <span aria-hidden="true" className="flex gap-2">
        <span className="size-2.5 animate-bounce rounded-full bg-ocean-600 [animation-delay:-0.3s]" />
        <span className="size-2.5 animate-bounce rounded-full bg-sun-400 [animation-delay:-0.15s]" />
        <span className="size-2.5 animate-bounce rounded-full bg-clay-500" />
      </span>
      <span className="sr-only">Loading Hadal</span>
    </div>
  );
}
