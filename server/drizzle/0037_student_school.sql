ALTER TABLE "students" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_lead_sources_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."lead_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_school_idx" ON "students" USING btree ("school_id");