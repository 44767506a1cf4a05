import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Accessible tabs (Radix): arrow keys move between tabs, the panel is tied to its tab.
 *
 * <Tabs value={tab} onValueChange={setTab}>
 *   <TabsList aria-label="Lesson kinds">
 *     <TabsTrigger value="vocabulary">Vocabulary</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="vocabulary">…</TabsContent>
 * </Tabs>
 */
export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cn('w-full', className)} {...props} />;
}

/** The row of tabs. Give it an aria-label naming the set. */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('inline-flex w-full gap-1 overflow-x-auto rounded-control bg-sand-100 p-1 sm:w-auto', className)}
      {...props}
    />
  );
}

/** One tab. value links it to the TabsContent with the same value. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'min-h-10 flex-1 rounded-[calc(var(--radius-control)-2px)] px-4 text-sm font-semibold whitespace-nowrap text-ink-700 sm:flex-none',
        'hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ocean-700 data-[state=active]:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

/** The panel shown while its tab is selected. */
export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-4', className)} {...props} />;
}
