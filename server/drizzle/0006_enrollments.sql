ALTER TABLE "enrollments" ADD COLUMN "type" varchar(32) DEFAULT 'Enrollment' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "limited_attendances_count" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "tutor_id" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "unenrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "cancel_reason" varchar(64);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "transferred_to_id" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_tutor_id_employees_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_transferred_to_id_enrollments_id_fk" FOREIGN KEY ("transferred_to_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollments_tutor_idx" ON "enrollments" USING btree ("tutor_id");