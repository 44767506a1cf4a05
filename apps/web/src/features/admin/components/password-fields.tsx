import { Check, X } from 'lucide-react';
import { PASSWORD_RULE_LABELS, passwordChecks, type PasswordRule } from '@hadal/domain';
import { Input } from '@/components/ui/input';

/** New password and confirmation with the live complexity checklist (spec 02 §5). */
export function PasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  label = 'New Password',
}: {
  password: string;
  confirmation: string;
  onPassword: (v: string) => void;
  onConfirmation: (v: string) => void;
  label?: string;
}) {
  const checks = passwordChecks(password);
  const mismatch = confirmation.length > 0 && confirmation !== password;
  return (
    <div className="flex flex-col gap-3">
      <Input
        label={label}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <ul className="grid gap-1 text-sm" aria-label="Password rules">
        {(Object.keys(PASSWORD_RULE_LABELS) as PasswordRule[]).map((rule) => (
          <li
            key={rule}
            className={
              checks[rule] ? 'flex items-center gap-1.5 text-success-700' : 'flex items-center gap-1.5 text-ink-700'
            }
          >
            {checks[rule] ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <X aria-hidden="true" className="size-4" />
            )}
            {PASSWORD_RULE_LABELS[rule]}
            <span className="sr-only">{checks[rule] ? '(met)' : '(not met)'}</span>
          </li>
        ))}
      </ul>
      <Input
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => onConfirmation(e.target.value)}
        error={mismatch ? 'Passwords do not match' : undefined}
      />
    </div>
  );
}
