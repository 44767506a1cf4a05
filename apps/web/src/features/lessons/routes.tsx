/*
 * Minimal stand-ins for the lesson screens; the lessons feature replaces this module.
 * The router reads these named exports lazily.
 */
export function DashboardPage() {
  return (
    <section className="mx-auto max-w-page px-6 py-16">
      <h1 className="text-3xl font-bold text-ink-900">Dashboard</h1>
    </section>
  );
}

export function LessonPlayerPage() {
  return (
    <section className="mx-auto max-w-page px-6 py-16">
      <h1 className="text-3xl font-bold text-ink-900">Lesson</h1>
    </section>
  );
}
