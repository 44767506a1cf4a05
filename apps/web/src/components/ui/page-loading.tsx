/** Placeholder while a screen's code loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-ocean-200 border-t-ocean-600"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
