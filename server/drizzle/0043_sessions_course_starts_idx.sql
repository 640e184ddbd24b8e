DROP INDEX "sessions_course_idx";--> statement-breakpoint
CREATE INDEX "sessions_course_idx" ON "sessions" USING btree ("course_id","starts_at");