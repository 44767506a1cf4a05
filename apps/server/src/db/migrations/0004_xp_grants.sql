ALTER TABLE "lesson_xp_ledger" ALTER COLUMN "attempt_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_xp_ledger" ADD COLUMN "kind" text DEFAULT 'legacy' NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_xp_ledger" ADD COLUMN "grant_day" date;--> statement-breakpoint
UPDATE "lesson_xp_ledger" SET "kind" = 'first_pass' WHERE "id" IN (SELECT DISTINCT ON ("user_id", "lesson_stable_id") "id" FROM "lesson_xp_ledger" ORDER BY "user_id", "lesson_stable_id", "created_at", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_xp_ledger_first_pass_uq" ON "lesson_xp_ledger" USING btree ("user_id","lesson_stable_id") WHERE "lesson_xp_ledger"."kind" = 'first_pass';--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_xp_ledger_practice_day_uq" ON "lesson_xp_ledger" USING btree ("user_id","lesson_stable_id","grant_day") WHERE "lesson_xp_ledger"."kind" = 'practice';