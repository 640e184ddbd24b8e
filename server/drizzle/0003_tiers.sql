CREATE TABLE "tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"billing_rate" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "tier_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "tiers_name_lower_idx" ON "tiers" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutors_tier_idx" ON "tutors" USING btree ("tier_id");