const STATS = [
  { value: '6', label: 'CEFR levels', detail: 'from A1 Beginner to C2' },
  { value: '3', label: 'kinds of lessons', detail: 'vocabulary, grammar and phrases' },
  { value: '5 min', label: 'per lesson', detail: 'about the length of a typical lesson' },
  { value: '1', label: 'account per family', detail: 'with a profile for each child' },
] as const;

/** Facts about the course itself (no invented user counts). */
export function StatsSection() {
  return (
    <section aria-labelledby="stats-title" className="render-near-view bg-ocean-900 text-white">
      <div className="mx-auto max-w-page px-4 py-16 sm:px-6">
        <h2 id="stats-title" className="text-center text-2xl font-bold sm:text-3xl">
          Hadal at a glance
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col items-center text-center">
              <dt className="order-2 text-base font-semibold text-sun-200">{stat.label}</dt>
              <dd className="order-1 font-display text-4xl font-bold sm:text-5xl">{stat.value}</dd>
              <dd className="order-3 mt-1 text-sm text-ocean-100">{stat.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
