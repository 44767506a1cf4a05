import {
  adminChildProfileListSchema,
  adminChildProfileSchema,
  adminUserListSchema,
  aiUsagePageSchema,
  aiUsageRowSchema,
  analyticsSchema,
  bundleActivateResponseSchema,
  bundleListSchema,
  detailSchema,
  feedbackListSchema,
  inviteListSchema,
  inviteSchema,
  registrationSettingsSchema,
  voiceContributorResponseSchema,
  voiceCoverageSchema,
  waitlistEntrySchema,
  waitlistListSchema,
  AI_USAGE_PAGE_SIZE,
  INVITES_LIST_DEFAULT_LIMIT,
  type AdminChildUpdateRequest,
  type InviteCreateRequest,
  type RegistrationMode,
} from '@hadal/domain';
import { api } from '@/lib/api-client';

/** The admin calls of spec 02 §7 "Admin": one function per call, each answer parsed with its domain schema. */

export const adminKeys = {
  all: ['admin'] as const,
  invites: ['admin', 'invites'] as const,
  settings: ['admin', 'settings'] as const,
  bundles: ['admin', 'bundles'] as const,
  users: ['admin', 'users'] as const,
  children: ['admin', 'child-profiles'] as const,
  waitlist: ['admin', 'waitlist'] as const,
  aiUsage: (search: string, skip: number) => ['admin', 'ai-usage', search, skip] as const,
  feedback: ['admin', 'feedback'] as const,
  analytics: ['admin', 'analytics'] as const,
  voiceCoverage: ['admin', 'voice-coverage'] as const,
};

export async function getInvites() {
  return inviteListSchema.parse(
    await api.get('/admin/invites', { query: { skip: 0, limit: INVITES_LIST_DEFAULT_LIMIT } }),
  );
}
export async function createInvite(body: InviteCreateRequest) {
  return inviteSchema.parse(await api.post('/admin/invites', body));
}
export async function renewInvite(id: number, expiryDays: number) {
  return inviteSchema.parse(await api.put(`/admin/invites/${id}/renew`, { expiry_days: expiryDays }));
}
export async function deleteInvite(id: number) {
  return detailSchema.parse(await api.delete(`/admin/invites/${id}`));
}

export async function getSettings() {
  return registrationSettingsSchema.parse(await api.get('/admin/settings'));
}
export async function setRegistrationMode(mode: RegistrationMode) {
  return registrationSettingsSchema.parse(await api.put('/admin/settings', { registration_mode: mode }));
}

export async function getBundles() {
  return bundleListSchema.parse(await api.get('/admin/bundles'));
}
export async function activateBundle(bundleId: string) {
  return bundleActivateResponseSchema.parse(await api.post(`/admin/bundles/${encodeURIComponent(bundleId)}/activate`));
}

export async function getUsers() {
  return adminUserListSchema.parse(await api.get('/admin/users'));
}
export async function resetUserPassword(id: number, newPassword: string) {
  return detailSchema.parse(await api.post(`/admin/users/${id}/reset-password`, { new_password: newPassword }));
}
export async function verifyUserEmail(id: number) {
  return detailSchema.parse(await api.post(`/admin/users/${id}/verify-email`));
}
export async function removeUserMfa(id: number) {
  return detailSchema.parse(await api.delete(`/admin/users/${id}/mfa`));
}
export async function deleteUser(id: number) {
  return detailSchema.parse(await api.delete(`/admin/users/${id}`));
}

export async function getChildProfiles() {
  return adminChildProfileListSchema.parse(await api.get('/admin/child-profiles'));
}
export async function updateChildProfile(id: number, body: AdminChildUpdateRequest) {
  return adminChildProfileSchema.parse(await api.put(`/admin/child-profiles/${id}`, body));
}
export async function verifyChildEmail(id: number) {
  return detailSchema.parse(await api.post(`/admin/child-profiles/${id}/verify-email`));
}
export async function moveChildProfile(id: number, newParentId: number) {
  return adminChildProfileSchema.parse(
    await api.post(`/admin/child-profiles/${id}/move`, { new_parent_id: newParentId }),
  );
}

export async function getWaitlist() {
  return waitlistListSchema.parse(await api.get('/admin/waitlist'));
}
export async function inviteWaitlistEntry(id: number) {
  return waitlistEntrySchema.parse(await api.post(`/admin/waitlist/${id}/invite`));
}

export async function getAiUsage(search: string, skip: number) {
  const query = { skip, limit: AI_USAGE_PAGE_SIZE, ...(search ? { search } : {}) };
  return aiUsagePageSchema.parse(await api.get('/admin/ai-usage', { query }));
}
export async function setAiLimit(id: number, dailyLimit: number) {
  return aiUsageRowSchema.parse(await api.put(`/admin/ai-usage/${id}/limit`, { daily_limit: dailyLimit }));
}
export async function resetAiUsage(id: number) {
  return aiUsageRowSchema.parse(await api.post(`/admin/ai-usage/${id}/reset`));
}

export async function getFeedback() {
  return feedbackListSchema.parse(await api.get('/admin/feedback'));
}
export async function getAnalytics() {
  return analyticsSchema.parse(await api.get('/admin/analytics'));
}

/** POST /admin/users/{id}/voice-contributor: may (or may no longer) record in the voice studio. */
export async function setVoiceContributor(id: number, enabled: boolean) {
  return voiceContributorResponseSchema.parse(await api.post(`/admin/users/${id}/voice-contributor`, { enabled }));
}

/** GET /voice-studio/coverage: how much of the course, and of what is played, a native voice serves. */
export async function getVoiceCoverage() {
  return voiceCoverageSchema.parse(await api.get('/voice-studio/coverage'));
}
