import {
  emailPreferencesSchema,
  supportContactSchema,
  unsubscribeResponseSchema,
  type EmailPreferenceKey,
  type EmailPreferences,
  type SupportContact,
  type UnsubscribeResponse,
} from '@hadal/domain';
import { api } from '@/lib/api-client';

/** The emails calls of spec 02 §7 "Profile, password and email", each answer parsed with the domain schema. */

/** The area's TanStack Query keys, all in one place. */
export const emailKeys = {
  all: ['emails'] as const,
  preferences: () => [...emailKeys.all, 'preferences'] as const,
  supportContact: () => [...emailKeys.all, 'support-contact'] as const,
};

export async function fetchEmailPreferences(): Promise<EmailPreferences> {
  return emailPreferencesSchema.parse(await api.get('/emails/preferences'));
}

/** PUT /emails/preferences with the single changed boolean (a partial update). */
export async function updateEmailPreference(key: EmailPreferenceKey, value: boolean): Promise<EmailPreferences> {
  return emailPreferencesSchema.parse(await api.put('/emails/preferences', { [key]: value }));
}

export async function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return unsubscribeResponseSchema.parse(await api.post('/emails/unsubscribe', { token }));
}

export async function fetchSupportContact(): Promise<SupportContact> {
  return supportContactSchema.parse(await api.get('/emails/support-contact'));
}
