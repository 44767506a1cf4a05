import {
  EMAIL_PREFERENCE_DESCRIPTIONS,
  EMAIL_PREFERENCE_KEYS,
  EMAIL_PREFERENCE_LABELS,
  canTurnOff,
  type EmailPreferenceKey,
} from '@hadal/domain';
import { Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useEmailPreferences, useToggleEmailPreference } from './use-email-preferences';

export const EMAIL_PREFERENCE_MESSAGES = {
  loadFailed: 'Failed to load email preferences',
  updateFailed: 'Failed to update preferences',
  updated: 'Preferences updated successfully',
} as const;
/** The success message clears after 3 seconds (spec 02 §9). */
export const PREFERENCE_MESSAGE_CLEAR_MS = 3000;

type Notice = { tone: 'success' | 'danger'; text: string } | null;

/** The profile's email preferences (spec 02 §2, §4, §8): seven switches, security always on. */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const toggle = useToggleEmailPreference();
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice(null), PREFERENCE_MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  function change(name: EmailPreferenceKey, value: boolean) {
    setNotice(null);
    toggle.mutate(
      { name, value },
      {
        onSuccess: () => setNotice({ tone: 'success', text: EMAIL_PREFERENCE_MESSAGES.updated }),
        onError: () => setNotice({ tone: 'danger', text: EMAIL_PREFERENCE_MESSAGES.updateFailed }),
      },
    );
  }

  return (
    <Card as="section" aria-labelledby="email-preferences-title">
      <h2
        id="email-preferences-title"
        className="flex items-center gap-2 font-display text-xl font-semibold text-ink-900"
      >
        <Mail aria-hidden="true" className="size-5 text-ocean-600" />
        Email Preferences
      </h2>
      <p className="mt-1 text-sm text-ink-700">Choose which emails Hadal sends you. Changes are saved at once.</p>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      {preferences.isPending ? (
        <div role="status" aria-label="Loading email preferences" className="mt-4 space-y-4">
          {EMAIL_PREFERENCE_KEYS.map((key) => (
            <div key={key} className="h-12 animate-pulse rounded-control bg-sand-100" />
          ))}
        </div>
      ) : preferences.isError ? (
        <Alert
          tone="danger"
          className="mt-4"
          actions={
            <Button size="sm" variant="outline" onClick={() => void preferences.refetch()}>
              Try again
            </Button>
          }
        >
          {EMAIL_PREFERENCE_MESSAGES.loadFailed}
        </Alert>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200">
          {EMAIL_PREFERENCE_KEYS.map((key) => (
            <li key={key} className="py-3 first:pt-0 last:pb-0">
              <Switch
                label={EMAIL_PREFERENCE_LABELS[key]}
                description={EMAIL_PREFERENCE_DESCRIPTIONS[key]}
                checked={canTurnOff(key) ? preferences.data[key] : true}
                disabled={!canTurnOff(key)}
                onCheckedChange={(value) => change(key, value)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
