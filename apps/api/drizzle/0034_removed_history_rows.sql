ALTER TABLE "deposits" ADD COLUMN "deleted_by_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "deletion_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "deleted_by_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "deletion_reason" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_deleted_by_admin_id_admins_id_fk" FOREIGN KEY ("deleted_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_deleted_by_admin_id_admins_id_fk" FOREIGN KEY ("deleted_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;