CREATE TABLE "lead_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(191) NOT NULL,
	"type" varchar(20) DEFAULT 'School' NOT NULL,
	"status" varchar(20) DEFAULT 'uncategorized' NOT NULL,
	"category" varchar(40),
	"school_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"city" varchar(100),
	"state" varchar(100),
	"employee_id" integer,
	"last_activity_at" timestamp with time zone,
	"last_promotion_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"session_class" varchar(40) NOT NULL,
	"session_name" varchar(100) DEFAULT '' NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"min_duration" integer DEFAULT 15 NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "payment_type" varchar(20) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "offer_contract" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "contract_pricing" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "offer_discount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "discount_pricing" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "allow_limited_attendance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "limited_attendances_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "include_parent_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "parent_updates_interval" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "offer_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "reserved_interval_unit" varchar(10);--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "reserved_interval_length" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "include_reviews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "review_interval" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "review_interval_unit" varchar(10) DEFAULT 'minutes' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "include_delighted_surveys" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "delighted_survey_minutes_interval" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "employee_id" integer;--> statement-breakpoint
ALTER TABLE "lead_sources" ADD CONSTRAINT "lead_sources_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_sources_type_idx" ON "lead_sources" USING btree ("type");--> statement-breakpoint
CREATE INDEX "lead_sources_status_idx" ON "lead_sources" USING btree ("status");--> statement-breakpoint
CREATE INDEX "lead_sources_employee_idx" ON "lead_sources" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "session_types_brand_idx" ON "session_types" USING btree ("brand_id");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;