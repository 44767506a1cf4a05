import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, string> = {
  info: 'border-ocean-200 bg-ocean-50 text-ocean-800',
  success: 'border-success-700/30 bg-success-50 text-success-700',
  warning: 'border-sun-300 bg-warning-50 text-warning-700',
  danger: 'border-danger-700/30 bg-danger-50 text-danger-700',
};

export interface AlertProps {
  /** Meaning and colour. Default 'info'. */
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** Icon before the text (decorative). */
  icon?: ReactNode;
  /**
   * Live-region role. Defaults to 'alert' (announced at once) for danger and 'status' otherwise.
   * Use 'none' for static notices that are part of the page from the start.
   */
  role?: 'alert' | 'status' | 'none';
  /** Action buttons placed after the text. */
  actions?: ReactNode;
  className?: string;
}

/** A message box for errors, confirmations and notices. */
export function Alert({ tone = 'info', title, children, icon, role, actions, className }: AlertProps) {
  const resolvedRole = role ?? (tone === 'danger' ? 'alert' : 'status');
  return (
    <div
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      className={cn('flex gap-3 rounded-control border px-4 py-3 text-sm', tones[tone], className)}
    >
      {icon ? (
        <span className="mt-0.5 shrink-0" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className="flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {actions ? <div className="flex flex-wrap gap-2 pt-2">{actions}</div> : null}
      </div>
    </div>
  );
}
