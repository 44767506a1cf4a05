import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';

/*
 * Accessible tabs (the WAI-ARIA tabs pattern, with the markup Radix Tabs gave them before): the
 * arrow keys, Home and End move between tabs and select the focused one, only the selected tab is
 * in the Tab order, and each panel is tied to its tab. Written here because the dashboard shows
 * them on its first paint and Radix's tabs weighed about 9 KB gzipped of its first load.
 *
 * <Tabs value={tab} onValueChange={setTab}>
 *   <TabsList aria-label="Lesson kinds">
 *     <TabsTrigger value="vocabulary">Vocabulary</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="vocabulary">…</TabsContent>
 * </Tabs>
 */

interface TabsState {
  value: string | undefined;
  select: (value: string) => void;
  idOf: (part: 'trigger' | 'content', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'children'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children?: ReactNode;
};

export function Tabs({ value, defaultValue, onValueChange, className, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const state: TabsState = {
    value: current,
    select: (next) => {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    idOf: (part, v) => `${baseId}-${part}-${v}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div dir="ltr" data-orientation="horizontal" className={cn('w-full', className)} {...props} />
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** The row of tabs. Give it an aria-label naming the set. */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const move = MOVES[event.key];
    if (!move || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const from = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (from === -1 || tabs.length === 0) return;
    event.preventDefault();
    tabs[move(from, tabs.length)]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('inline-flex w-full gap-1 overflow-x-auto rounded-control bg-sand-100 p-1 sm:w-auto', className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

/** One tab. value links it to the TabsContent with the same value. */
export function TabsTrigger({
  value,
  className,
  onClick,
  onFocus,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('trigger', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('content', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      className={cn(
        'min-h-10 flex-1 rounded-[calc(var(--radius-control)-2px)] px-4 text-sm font-semibold whitespace-nowrap text-ink-700 sm:flex-none',
        'hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ocean-700 data-[state=active]:shadow-card',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      // Automatic activation: a tab reached with the arrow keys is selected.
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** The panel shown while its tab is selected. */
export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('content', value)}
      aria-labelledby={tabs.idOf('trigger', value)}
      data-state="active"
      data-orientation="horizontal"
      tabIndex={0}
      className={cn('mt-4', className)}
      {...props}
    />
  );
}
