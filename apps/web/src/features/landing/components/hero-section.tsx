import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { LogoMark } from '@/components/brand/logo';

const DIALOGUE = [
  { somali: 'Iska warran?', english: 'How are you?', from: 'them' },
  { somali: 'Waan fiicanahay, mahadsanid!', english: 'I am fine, thank you!', from: 'you' },
] as const;

/** Landing hero: promise, Get Started and Sign In. */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-ocean-900 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-96 rounded-full bg-ocean-700 opacity-60 blur-2xl"
      />
      <div className="relative mx-auto grid max-w-page gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.15fr_1fr] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-sun-200">
            <span lang="so">Soo dhawoow</span>
            <span aria-hidden="true">·</span>
            <span>Welcome</span>
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">
            Speak the Somali your family speaks
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ocean-100 sm:text-xl">
            Hadal teaches Somali to English speakers in short, friendly lessons. It is made for heritage learners who
            understand a little and want to say more, and for families who want to learn together.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/register" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
              Get Started
            </Link>
            <Link
              to="/login"
              className={buttonStyles({
                variant: 'ghost',
                size: 'lg',
                className: 'border-2 border-white/70 text-white hover:bg-white/10 hover:text-white',
              })}
            >
              Sign In
            </Link>
          </div>
          <p className="mt-6 text-sm text-ocean-100">
            Free to join · Learn at your own pace · Safe for the whole family
          </p>
        </div>
        <figure className="mx-auto w-full max-w-md rounded-card bg-white p-6 text-ink-900 shadow-raised">
          <figcaption className="flex items-center gap-2 text-sm font-semibold text-ink-500">
            <LogoMark className="size-6 text-ocean-600" />
            Your first conversation
          </figcaption>
          <ul className="mt-5 space-y-4">
            {DIALOGUE.map((line) => (
              <li key={line.somali} className={line.from === 'you' ? 'flex justify-end' : 'flex'}>
                <div
                  className={
                    line.from === 'you'
                      ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-ocean-600 px-4 py-3 text-white'
                      : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-sand-100 px-4 py-3'
                  }
                >
                  <p lang="so" className="text-lg font-semibold">
                    {line.somali}
                  </p>
                  <p className={line.from === 'you' ? 'text-sm text-ocean-100' : 'text-sm text-ink-500'}>
                    {line.english}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-5 border-t border-sand-200 pt-4 text-sm text-ink-700">
            <span lang="so" className="font-semibold">
              Hadal
            </span>{' '}
            means “speech”. Let’s get you talking.
          </p>
        </figure>
      </div>
    </section>
  );
}
