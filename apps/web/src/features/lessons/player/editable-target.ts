/** Whether a key press goes to a text field (where a digit is typed, not an option picked). */
export function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;

  return (
    !!el &&
    (el.tagName === 'TEXTAREA' ||
      el.tagName === 'SELECT' ||
      (el.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'radio'))
  );
}
