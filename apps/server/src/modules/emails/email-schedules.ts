import {
  INACTIVITY_REMINDER_AFTER_DAYS,
  inactivityReminderDue,
  latestInactivityCheck,
  latestWeeklyReport,
  mayReceive,
} from '@hadal/domain';
import type { Db } from '@/db/client';
import type { Clock } from '@/lib/clock';
import type { Jobs } from '@/modules/jobs';
import { listInactiveMailableAccounts, listMailableAccounts } from '@/modules/users';
import {
  EMAIL_JOB,
  INACTIVITY_SCAN_JOB,
  WEEKLY_REPORT_SCAN_JOB,
  inactivityScanSchema,
  weeklyScanSchema,
  type EmailJob,
} from './email-jobs';
import { lockPreferences, readPreferencesOf, recordInactivityReminder } from './email-preferences.queries';

const PAGE_SIZE = 500;

function dayMinus(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The scheduled emails. Each occurrence is one scan job, queued once by its dedupe key however
 * many processes tick; the scan queues one `email.send` job per recipient, again under a unique
 * key (`weekly-report:<user>:<week>`), so nobody receives a report twice even if a scan reruns.
 */
export function registerEmailSchedules(deps: { db: Db; clock: Clock; jobs: Jobs }) {
  const { db, clock, jobs } = deps;

  jobs.schedule({
    kind: WEEKLY_REPORT_SCAN_JOB,
    // A report missed by more than a day (no process running on Monday) is skipped, not sent midweek.
    catchUpMs: 24 * 3_600_000,
    occurrence(now) {
      const o = latestWeeklyReport(now);
      return {
        dedupeKey: `weekly-report-scan:${o.week}`,
        runAt: o.dueAt,
        payload: { week: o.week, from: o.from.toISOString(), to: o.to.toISOString() },
      };
    },
  });

  jobs.schedule({
    kind: INACTIVITY_SCAN_JOB,
    catchUpMs: 12 * 3_600_000,
    occurrence(now) {
      const o = latestInactivityCheck(now);
      return { dedupeKey: `inactivity-scan:${o.day}`, runAt: o.dueAt, payload: { day: o.day } };
    },
  });

  jobs.handle(WEEKLY_REPORT_SCAN_JOB, async (payload) => {
    const scan = weeklyScanSchema.parse(payload);
    let afterId = 0;
    for (;;) {
      // Accounts made after the week ended have nothing to report.
      const page = await listMailableAccounts(db, { afterId, limit: PAGE_SIZE, createdBefore: new Date(scan.to) });
      if (page.length === 0) return;
      const prefs = await readPreferencesOf(
        db,
        page.map((u) => u.id),
      );
      for (const user of page) {
        if (!mayReceive(prefs.get(user.id)!, 'weekly_progress_report')) continue;
        const email: EmailJob = { email: 'weekly_progress_report', userId: user.id, ...scan };
        await jobs.enqueue(EMAIL_JOB, email, { dedupeKey: `weekly-report:${user.id}:${scan.week}` });
      }
      afterId = page.at(-1)!.id;
    }
  });

  jobs.handle(INACTIVITY_SCAN_JOB, async (payload) => {
    const { day } = inactivityScanSchema.parse(payload);
    let afterId = 0;
    for (;;) {
      const page = await listInactiveMailableAccounts(db, {
        afterId,
        limit: PAGE_SIZE,
        lastActiveOnOrBefore: dayMinus(day, INACTIVITY_REMINDER_AFTER_DAYS),
      });
      if (page.length === 0) return;
      for (const user of page) {
        const lastActiveDay = user.lastActivityDate ?? user.createdAt.toISOString().slice(0, 10);
        // The preference row is the lock: one reminder a week, whichever process gets here first.
        await db.transaction(async (tx) => {
          const { preferences, lastInactivityReminderOn } = await lockPreferences(tx, user.id, clock.now());
          if (!mayReceive(preferences, 'inactivity_reminder')) return;
          if (!inactivityReminderDue({ today: day, lastActiveDay, lastReminderDay: lastInactivityReminderOn })) return;
          await recordInactivityReminder(tx, user.id, day);
          const email: EmailJob = { email: 'inactivity_reminder', userId: user.id, day };
          await jobs.enqueue(EMAIL_JOB, email, { dedupeKey: `inactivity:${user.id}:${day}`, tx });
        });
      }
      afterId = page.at(-1)!.id;
    }
  });
}
