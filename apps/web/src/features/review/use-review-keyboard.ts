import { useEffect } from 'react';
import { RATING_BUTTONS } from '@hadal/domain';

/** True when a key press belongs to the element that has focus (typing, or pressing a control). */
function ownedByTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return !target.readOnly;
  if (target instanceof HTMLSelectElement) return true;
  // Space on a focused button or link presses it already.
  return key === ' ' && (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement);
}

/** Keyboard of the review card: Space reveals the answer, 1 to 4 press Forgot, Hard, Good, Easy. */
export function useReviewKeyboard(options: {
  enabled: boolean;
  revealed: boolean;
  onReveal: () => void;
  onRate: (quality: number) => void;
}) {
  const { enabled, revealed, onReveal, onRate } = options;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (ownedByTarget(event.target, event.key)) return;
      if (!revealed && event.key === ' ') {
        event.preventDefault();
        onReveal();
        return;
      }
      const button = revealed ? RATING_BUTTONS.find((b) => b.key === event.key) : undefined;
      if (button) {
        event.preventDefault();
        onRate(button.value);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, revealed, onReveal, onRate]);
}
