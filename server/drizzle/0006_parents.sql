CREATE TABLE "parent_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"transferred_parent_id" integer NOT NULL,
	"transferred_email" varchar(191) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"merged_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "type" varchar(16) DEFAULT 'Customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "source" varchar(40);--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "source_link" varchar(500);--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "source_link_type" varchar(20);--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "source_link_id" integer;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "calls_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "last_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "nps_score" integer;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "vip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "home_value" integer;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "remaining_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "abandoned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "lock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_merges" ADD CONSTRAINT "parent_merges_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_merges" ADD CONSTRAINT "parent_merges_merged_by_user_id_users_id_fk" FOREIGN KEY ("merged_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_merges_parent_idx" ON "parent_merges" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "parents_employee_idx" ON "parents" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "parents_type_status_idx" ON "parents" USING btree ("type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email")) WHERE lower("users"."email") <> 'noemail@example.com';