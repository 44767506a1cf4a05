import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHILD_USERNAME_REQUIRED_MESSAGE,
  DAILY_GOAL_OPTIONS_MIN,
  DEFAULT_PROFILE_SETTINGS,
  settingsFormSchema,
  type ProfileSettings,
  type ProfileSettingsUpdate,
  type SettingsFormValues,
} from '@hadal/domain';
import { Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { useSaveSettings, useSettings } from '@/features/profile/use-profile';

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved successfully',
  failed: 'Failed to save settings',
  loadFailed: 'Failed to load your settings',
} as const;

function toForm(settings: ProfileSettings, username: string): SettingsFormValues {
  return {
    daily_goal_minutes: settings.daily_goal_minutes,
    notifications: settings.notifications_enabled ? 'enabled' : 'disabled',
    autoplay_audio: settings.autoplay_audio ? 'on' : 'off',
    username,
  };
}

/**
 * The settings form (spec 02 §2, §5, §9): daily goal and notifications, and Hadal's audio autoplay;
 * a child also keeps a non-empty username.
 */
export function SettingsCard({ childView, username }: { childView: boolean; username: string }) {
  const settings = useSettings();
  const save = useSaveSettings();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toForm(DEFAULT_PROFILE_SETTINGS, username),
  });
  const { reset } = form;

  useEffect(() => {
    if (settings.data) reset(toForm(settings.data, username));
  }, [settings.data, username, reset]);

  async function onSubmit(values: SettingsFormValues) {
    setNotice(null);
    const change: ProfileSettingsUpdate = {
      daily_goal_minutes: values.daily_goal_minutes,
      notifications_enabled: values.notifications === 'enabled',
      autoplay_audio: values.autoplay_audio === 'on',
    };
    if (childView) {
      const name = values.username?.trim() ?? '';
      if (!name) {
        form.setError('username', { message: CHILD_USERNAME_REQUIRED_MESSAGE });
        return;
      }
      if (name !== username) change.username = name;
    }
    try {
      await save.mutateAsync(change);
      setNotice({ tone: 'success', text: SETTINGS_MESSAGES.saved });
    } catch (e) {
      setNotice({ tone: 'danger', text: e instanceof ApiError && e.detail ? e.detail : SETTINGS_MESSAGES.failed });
    }
  }

  const errors = form.formState.errors;
  return (
    <Card as="section" aria-labelledby="settings-title">
      <h2 id="settings-title" className="flex items-center gap-2 font-display text-xl font-semibold text-ink-900">
        <Settings aria-hidden="true" className="size-5 text-ocean-600" />
        Settings
      </h2>
      {settings.isError ? (
        <Alert tone="warning" className="mt-4">
          {SETTINGS_MESSAGES.loadFailed}
        </Alert>
      ) : null}
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="mt-4 space-y-4">
        {childView ? (
          <Input
            label="Username"
            autoComplete="username"
            required
            error={errors.username?.message}
            {...form.register('username')}
          />
        ) : null}
        <Select
          label="Daily goal"
          disabled={settings.isPending}
          error={errors.daily_goal_minutes?.message}
          {...form.register('daily_goal_minutes', { valueAsNumber: true })}
        >
          {DAILY_GOAL_OPTIONS_MIN.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} minutes a day
            </option>
          ))}
        </Select>
        <Select label="Notifications" disabled={settings.isPending} {...form.register('notifications')}>
          <option value="enabled">Enabled</option>
          <option value="disabled">Disabled</option>
        </Select>
        <Select
          label="Play listening audio automatically"
          hint="Listening and dictation exercises play their Somali as they open."
          disabled={settings.isPending}
          {...form.register('autoplay_audio')}
        >
          <option value="on">On</option>
          <option value="off">Off</option>
        </Select>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <Button type="submit" loading={save.isPending} disabled={settings.isPending}>
          Save Settings
        </Button>
      </form>
    </Card>
  );
}
