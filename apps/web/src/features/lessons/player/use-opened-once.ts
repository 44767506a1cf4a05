import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog loaded on demand is rendered from its first
 * opening and then stays mounted, so what it holds (a form's values) outlives its closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
