ALTER TABLE "deposits" ADD COLUMN "paid_to_title" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "paid_to_number" text;