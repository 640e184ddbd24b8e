CREATE INDEX "courses_starts_at_idx" ON "courses" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "enrollments_created_at_idx" ON "enrollments" USING btree ("created_at","id");