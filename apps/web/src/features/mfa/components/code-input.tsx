import { mfaCodeDigits } from '@hadal/domain';
import { Input } from '@/components/ui/input';

/** A 6-digit code field: digits only, at most 6 (spec 02 §5), with the one-time-code autofill hint. */
export function CodeInput({
  label = 'Verification code',
  value,
  onChange,
  error,
  autoFocus,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <Input
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      value={value}
      error={error}
      autoFocus={autoFocus}
      onChange={(e) => onChange(mfaCodeDigits(e.target.value))}
    />
  );
}
