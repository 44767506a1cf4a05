import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One of the register form's two account types, as a large radio card. */
export function AccountTypeOption(props: {
  checked: boolean;
  onSelect: () => void;
  title: string;
  text: string;
  icon: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-control border-2 p-3 transition-colors',
        props.checked ? 'border-ocean-600 bg-ocean-50' : 'border-sand-200 bg-white hover:border-ocean-300',
      )}
    >
      <input
        type="radio"
        name="account_type"
        className="mt-1 size-4"
        checked={props.checked}
        onChange={props.onSelect}
      />
      <span className="flex-1">
        <span className="flex items-center gap-2 font-semibold text-ink-900">
          {props.icon}
          {props.title}
        </span>
        <span className="mt-0.5 block text-sm text-ink-700">{props.text}</span>
      </span>
    </label>
  );
}
