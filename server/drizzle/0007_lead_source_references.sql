ALTER TABLE "courses" ADD COLUMN "lead_source_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_lead_source_id_lead_sources_id_fk" FOREIGN KEY ("lead_source_id") REFERENCES "public"."lead_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-added: a link written before the foreign key may name no lead source; it is cleared so the constraint can be added (the item then asks for its lead source when next edited).
UPDATE "payroll_items" SET "link_id" = NULL, "link_type" = NULL WHERE "link_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "lead_sources" WHERE "lead_sources"."id" = "payroll_items"."link_id");--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_link_id_lead_sources_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."lead_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_lead_source_idx" ON "courses" USING btree ("lead_source_id");--> statement-breakpoint
CREATE INDEX "payroll_items_link_idx" ON "payroll_items" USING btree ("link_id");