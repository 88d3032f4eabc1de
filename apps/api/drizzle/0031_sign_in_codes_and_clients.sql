ALTER TYPE "public"."otp_purpose" ADD VALUE 'SIGN_IN';--> statement-breakpoint
ALTER TYPE "public"."attempt_guard_scope" ADD VALUE 'MEMBER_SIGN_IN_KNOWN_CLIENT';--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "max_attempts" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "requester" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "from_known_client" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "signup_name" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "signup_password_hash" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "signup_referred_by_id" uuid;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_signup_referred_by_id_users_id_fk" FOREIGN KEY ("signup_referred_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;