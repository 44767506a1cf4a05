import { Check, Circle } from 'lucide-react';
import { PASSWORD_RULE_LABELS, passwordChecks, type PasswordRule } from '@hadal/domain';
import { cn } from '@/lib/cn';

const ORDER: PasswordRule[] = ['length', 'lowercase', 'uppercase', 'digit', 'special'];

/** The live password checklist of the register form (spec 01 §2, §5). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const checks = passwordChecks(password);
  return (
    <ul id={id} aria-label="Password requirements" className="mt-2 space-y-1 text-sm">
      {ORDER.map((rule) => (
        <li key={rule} className={cn('flex items-center gap-2', checks[rule] ? 'text-success-700' : 'text-ink-500')}>
          {checks[rule] ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Circle aria-hidden="true" className="size-4" />
          )}
          <span>{PASSWORD_RULE_LABELS[rule]}</span>
          <span className="sr-only">{checks[rule] ? '(done)' : '(not yet)'}</span>
        </li>
      ))}
    </ul>
  );
}
