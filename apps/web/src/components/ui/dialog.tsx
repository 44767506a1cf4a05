import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DialogProps {
  /** Controlled open state. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, outside click, close button). */
  onOpenChange: (open: boolean) => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Optional text under the title; also its accessible description. */
  description?: ReactNode;
  /** Body of the dialog. */
  children?: ReactNode;
  /** Action buttons, right-aligned at the bottom (stacked on small screens). */
  footer?: ReactNode;
  /** Show the × close button in the corner. Default true. */
  showCloseButton?: boolean;
  /** Width of the panel. Default 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Set false for confirmations that must be answered with a button:
   * outside clicks then do nothing (Escape still closes). Default true.
   */
  dismissOnOutsideClick?: boolean;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A modal dialog (Radix): focus is trapped inside, Escape closes, and focus returns to the element
 * that had it before opening (also when the dialog is opened from code, without a Radix trigger).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  showCloseButton = true,
  size = 'md',
  dismissOnOutsideClick = true,
}: DialogProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onPointerDownOutside={dismissOnOutsideClick ? undefined : (event) => event.preventDefault()}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-card bg-white p-6 shadow-raised focus-visible:outline-none',
            widths[size],
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="font-display text-xl font-semibold text-ink-900">{title}</RadixDialog.Title>
            {showCloseButton ? (
              <RadixDialog.Close
                className="-m-2 rounded-control p-2 text-ink-500 hover:bg-sand-100 hover:text-ink-900"
                aria-label="Close"
              >
                <X aria-hidden="true" className="size-5" />
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-ink-700">{description}</RadixDialog.Description>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
