ALTER TABLE "identity_verifications" ADD COLUMN "approved_name" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "voided_at" timestamp with time zone;