ALTER TABLE "sessions" ADD COLUMN "hub_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_hub_id_sessions_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_hub_idx" ON "sessions" USING btree ("hub_id");