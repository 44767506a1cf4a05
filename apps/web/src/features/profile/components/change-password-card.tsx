import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHANGE_PASSWORD_MESSAGES,
  canSubmitChangePassword,
  changePasswordFormSchema,
  type ChangePasswordFormValues,
} from '@hadal/domain';
import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '@/features/profile/use-profile';

const EMPTY: ChangePasswordFormValues = { current_password: '', new_password: '', confirm_password: '', mfa_code: '' };

/**
 * Change password (spec 02 §5, §8): new at least 8 characters and equal to its confirmation; the
 * button needs the three fields, and the 6-digit code when two-factor authentication is on.
 */
export function ChangePasswordCard({ mfaRequired = false }: { mfaRequired?: boolean }) {
  const schema = useMemo(() => changePasswordFormSchema({ mfaRequired }), [mfaRequired]);
  const form = useForm<ChangePasswordFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const values = useWatch({ control: form.control });
  const change = useChangePassword();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  async function onSubmit(v: ChangePasswordFormValues) {
    setNotice(null);
    try {
      await change.mutateAsync({
        current_password: v.current_password,
        new_password: v.new_password,
        ...(mfaRequired && v.mfa_code ? { mfa_code: v.mfa_code } : {}),
      });
      form.reset(EMPTY);
      setNotice({ tone: 'success', text: CHANGE_PASSWORD_MESSAGES.success });
    } catch (e) {
      const wrongCurrent = e instanceof ApiError && e.status === 400;
      setNotice({
        tone: 'danger',
        text: wrongCurrent ? CHANGE_PASSWORD_MESSAGES.wrongCurrent : CHANGE_PASSWORD_MESSAGES.failed,
      });
    }
  }

  const errors = form.formState.errors;
  return (
    <Card as="section" aria-labelledby="password-title">
      <h2 id="password-title" className="flex items-center gap-2 font-display text-xl font-semibold text-ink-900">
        <KeyRound aria-hidden="true" className="size-5 text-ocean-600" />
        Change Password
      </h2>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="mt-4 space-y-4">
        <Input
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <Input
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters, with a lowercase and an uppercase letter, a number and a special character."
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <Input
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...form.register('confirm_password')}
        />
        {mfaRequired ? (
          <Input
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={errors.mfa_code?.message}
            {...form.register('mfa_code', {
              onChange: (event: { target: HTMLInputElement }) => {
                event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
              },
            })}
          />
        ) : null}
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <Button type="submit" loading={change.isPending} disabled={!canSubmitChangePassword(values, mfaRequired)}>
          Change Password
        </Button>
      </form>
    </Card>
  );
}
