ALTER TABLE "ticket_messages" ADD COLUMN "sender_verified" boolean;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "envelope_from" text;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "remote_address" text;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "sender_check" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sender_verified" boolean DEFAULT false NOT NULL;