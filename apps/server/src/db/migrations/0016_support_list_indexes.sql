DROP INDEX "tickets_updated_idx";--> statement-breakpoint
DROP INDEX "tickets_status_updated_idx";--> statement-breakpoint
CREATE INDEX "tickets_updated_id_idx" ON "tickets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets_status_updated_id_idx" ON "tickets" USING btree ("status","updated_at","id");