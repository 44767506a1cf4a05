import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  CHILD_FORM_MESSAGES,
  EMPTY_CHILD_FORM,
  childFormSchema,
  childRequestFromForm,
  type Child,
  type ChildForm,
  type ChildFormMode,
} from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/features/children/error-message';
import { useChild, useSaveChild } from '@/features/children/hooks';

/** Which form is open: adding a child, or editing one. */
export type ChildFormTarget = { mode: 'create' } | { mode: 'edit'; id: number } | null;

const PASSWORD_HINT =
  'At least 8 characters, with a lowercase letter, an uppercase letter, a number and a special character.';

function formValues(child: Child): ChildForm {
  return {
    ...EMPTY_CHILD_FORM,
    name: child.name,
    username: child.username,
    age: child.age === null ? '' : String(child.age),
    email: child.email ?? '',
    third_party_speech_allowed: child.third_party_speech_allowed,
  };
}

/** The Add Child Profile modal and the edit modal (spec 01 §2, §5 Child form). */
export function ChildFormDialog({ target, onClose }: { target: ChildFormTarget; onClose: () => void }) {
  const editId = target?.mode === 'edit' ? target.id : null;
  const child = useChild(editId);
  const title = target?.mode === 'edit' ? 'Edit Child Profile' : 'Add Child Profile';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={title} size="md">
      {target?.mode === 'create' ? (
        <ChildFormFields mode="create" id={null} defaults={EMPTY_CHILD_FORM} onDone={onClose} />
      ) : child.isPending ? (
        <p role="status" className="text-ink-700">
          Loading child profile...
        </p>
      ) : child.isError || !child.data ? (
        <Alert tone="danger">{errorMessage(child.error, 'Failed to load the child profile. Please try again.')}</Alert>
      ) : (
        <ChildFormFields
          key={child.data.id}
          mode="edit"
          id={child.data.id}
          defaults={formValues(child.data)}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function ChildFormFields({
  mode,
  id,
  defaults,
  onDone,
}: {
  mode: ChildFormMode;
  id: number | null;
  defaults: ChildForm;
  onDone: () => void;
}) {
  const schema = useMemo(() => childFormSchema(mode), [mode]);
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const save = useSaveChild();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (form) => {
    setError(null);
    try {
      if (id === null) await save.mutateAsync({ id: null, body: childRequestFromForm(form, 'create') });
      else await save.mutateAsync({ id, body: childRequestFromForm(form, 'edit') });
      onDone();
    } catch (e) {
      setError(errorMessage(e, CHILD_FORM_MESSAGES.saveFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Input label="Name" autoComplete="off" required {...register('name')} error={errors.name?.message} />
      <Input
        label="Username"
        autoComplete="off"
        autoCapitalize="none"
        required
        hint="Your child signs in with this username."
        {...register('username')}
        error={errors.username?.message}
      />
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <Input
          label="Age"
          type="number"
          inputMode="numeric"
          min={CHILD_AGE_MIN}
          max={CHILD_AGE_MAX}
          {...register('age')}
          error={errors.age?.message}
        />
        <Input
          label="Email (optional)"
          type="email"
          autoComplete="off"
          {...register('email')}
          error={errors.email?.message}
        />
      </div>
      <Input
        label={mode === 'create' ? 'Password' : 'New Password'}
        type="password"
        autoComplete="new-password"
        required={mode === 'create'}
        hint={mode === 'create' ? PASSWORD_HINT : `Leave blank to keep the current password. ${PASSWORD_HINT}`}
        {...register('password')}
        error={errors.password?.message}
      />
      <Input
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required={mode === 'create'}
        {...register('confirm_password')}
        error={errors.confirm_password?.message}
      />
      <Controller
        control={control}
        name="third_party_speech_allowed"
        render={({ field }) => (
          <Switch
            label="Check pronunciation with an online speech service"
            description="Sends this child's practice recordings to the speech-recognition provider this server uses. Recordings are never stored by Hadal. Off: the child compares by ear."
            checked={field.value}
            onCheckedChange={field.onChange}
            className="rounded-control border border-sand-200 p-3"
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {mode === 'create' ? 'Add Child' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
