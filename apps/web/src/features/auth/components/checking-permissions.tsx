/** What a protected screen shows while the profile that decides access is loading. */
export function CheckingPermissions() {
  return (
    <p role="status" className="px-4 py-16 text-center text-ink-700">
      Checking permissions...
    </p>
  );
}
