import {
  INVITE_DEFAULT_EXPIRY_DAYS,
  type AiUsagePage,
  type Analytics,
  type Bundle,
  type Invite,
  type RegistrationMode,
} from '@hadal/domain';
import type { UserRow } from '@/db/schema';
import { NotFound } from '@/lib/errors';
import { utcDay } from '@/modules/ai-usage';
import { listLessonFeedback } from '@/modules/lessons';
import { lessonSessionTotals } from '@/modules/progress';
import { accountTotals, accountsPage, findUserById } from '@/modules/users';
import type { AdminDeps, Audited } from './admin.types';

export const BUNDLE_NOT_FOUND = 'Bundle not found';
const USER_NOT_FOUND = 'User not found';

/** Invites, waitlist, bundles, AI usage, feedback, analytics and settings (spec 02 §7 Admin). */
export function createAdminPlatform(deps: AdminDeps, audited: Audited) {
  const { db, clock, invites, content, aiUsage } = deps;

  async function userOf(id: number) {
    const user = await findUserById(db, id);
    if (!user || user.isChild) throw new NotFound(USER_NOT_FOUND);
    return user;
  }

  const toBundle = (b: Awaited<ReturnType<typeof content.listBundles>>[number]): Bundle => ({
    bundle_id: b.bundle_id,
    name: b.name,
    version: b.version,
    description: b.description,
    is_active: b.is_active,
    is_registered: b.is_registered,
    lesson_count: b.lesson_count,
  });

  return {
    invites: (page: { skip: number; limit: number }) => invites.list(page),

    createInvite(
      actor: UserRow,
      body: { email?: string | null; invite_type: 'individual' | 'group'; expiry_days: number },
    ) {
      return audited<Invite>(
        actor,
        (i) => ({
          action: 'invite.create',
          target: `invite:${i.id}`,
          details: { type: i.invite_type, email: i.email },
        }),
        (tx) =>
          invites.create(
            {
              email: body.email ?? null,
              inviteType: body.invite_type,
              expiryDays: body.expiry_days,
              createdBy: actor.id,
            },
            tx,
          ),
      );
    },

    renewInvite(actor: UserRow, id: number, days: number) {
      return audited(actor, { action: 'invite.renew', target: `invite:${id}`, details: { days } }, (tx) =>
        invites.renew(id, days, tx),
      );
    },

    async deleteInvite(actor: UserRow, id: number) {
      await audited(actor, { action: 'invite.delete', target: `invite:${id}` }, (tx) => invites.remove(id, tx));
      return { detail: 'Invite deleted' };
    },

    waitlist: () => invites.waitlist(),

    /** Creates an individual invite for the entry, emails the code with a registration link, returns the entry. */
    async inviteFromWaitlist(actor: UserRow, id: number) {
      const { entry, invite } = await audited<Awaited<ReturnType<typeof invites.inviteWaitlistEntry>>>(
        actor,
        (r) => ({ action: 'waitlist.invite', target: `waitlist:${id}`, details: { invite_id: r.invite.id } }),
        (tx) => invites.inviteWaitlistEntry(id, actor.id, INVITE_DEFAULT_EXPIRY_DAYS, tx),
      );
      await invites.sendInvite(invite);
      return entry;
    },

    async bundles(): Promise<Bundle[]> {
      return (await content.listBundles()).map(toBundle);
    },

    /** Exactly one active bundle, switched in one transaction; learners see its lessons at once. */
    async activateBundle(actor: UserRow, bundleId: string) {
      const bundle = await audited(actor, { action: 'bundle.activate', target: `bundle:${bundleId}` }, async (tx) => {
        const activated = await content.activate(bundleId, undefined, tx);
        if (!activated) throw new NotFound(BUNDLE_NOT_FOUND);
        return activated;
      });
      content.invalidate();
      return { message: `Bundle ${bundle.name} (version ${bundle.version}) is now active`, bundle: toBundle(bundle) };
    },

    feedback: () => listLessonFeedback(db),

    async aiUsage(query: { search?: string; skip: number; limit: number }): Promise<AiUsagePage> {
      const { rows, total } = await accountsPage(db, query);
      const usage = await aiUsage.usageOf(rows.map((r) => r.id));
      return {
        items: rows.map((r) => ({
          id: r.id,
          email: r.email,
          daily_limit: usage.get(r.id)?.dailyLimit ?? aiUsage.defaultLimit,
          today_usage: usage.get(r.id)?.todayUsage ?? 0,
        })),
        total,
        skip: query.skip,
        limit: query.limit,
      };
    },

    async setAiLimit(actor: UserRow, id: number, dailyLimit: number) {
      const user = await userOf(id);
      await audited(
        actor,
        { action: 'ai_usage.set_limit', target: `user:${id}`, details: { daily_limit: dailyLimit } },
        (tx) => aiUsage.setLimit(id, dailyLimit, tx),
      );
      const usage = (await aiUsage.usageOf([id])).get(id);
      return { id, email: user.email, daily_limit: dailyLimit, today_usage: usage?.todayUsage ?? 0 };
    },

    async resetAiUsage(actor: UserRow, id: number) {
      const user = await userOf(id);
      await audited(actor, { action: 'ai_usage.reset', target: `user:${id}` }, (tx) => aiUsage.resetToday(id, tx));
      const usage = (await aiUsage.usageOf([id])).get(id);
      return { id, email: user.email, daily_limit: usage?.dailyLimit ?? aiUsage.defaultLimit, today_usage: 0 };
    },

    /** Platform totals, each an SQL aggregate of the module owning the rows. */
    async analytics(): Promise<Analytics> {
      const [accounts, lessons, dynamic] = await Promise.all([
        accountTotals(db, utcDay(clock.now())),
        lessonSessionTotals(db),
        deps.dynamicLessonsCreated(),
      ]);
      return {
        total_users: accounts.totalUsers,
        daily_active_users: accounts.activeToday,
        total_child_profiles: accounts.childProfiles,
        total_lesson_sessions: lessons.sessions,
        completed_lessons: lessons.completed,
        dynamic_lessons_created: dynamic,
      };
    },

    async settings() {
      return { registration_mode: await invites.mode() };
    },

    async setSettings(actor: UserRow, mode: RegistrationMode) {
      await audited(actor, { action: 'settings.registration_mode', target: 'settings', details: { mode } }, (tx) =>
        invites.setMode(mode, tx),
      );
      return { registration_mode: mode };
    },

    auditLog: (page: { skip: number; limit: number }) => deps.audit.list(page),
  };
}
