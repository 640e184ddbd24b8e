CREATE TABLE "contact_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_type" varchar(32) NOT NULL,
	"kind" varchar(64) NOT NULL,
	"outcome" varchar(64),
	"regarding_type" varchar(16) NOT NULL,
	"regarding_id" integer NOT NULL,
	"student_id" integer,
	"parent_id" integer,
	"subject" varchar(191),
	"body" text DEFAULT '' NOT NULL,
	"campaign_name" varchar(191),
	"campaign_generated" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"message_id" integer,
	"phone_number" varchar(32),
	"duration_seconds" integer,
	"provider" varchar(32),
	"provider_ref" varchar(64),
	"due_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imminent_closes" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"user_id" integer,
	"description" varchar(191) NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(191) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"contact_activity_id" integer,
	"imminent_close_id" integer,
	"regarding_type" varchar(16),
	"regarding_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inbox_activities_once" UNIQUE NULLS NOT DISTINCT("user_id","kind","contact_activity_id","imminent_close_id")
);
--> statement-breakpoint
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imminent_closes" ADD CONSTRAINT "imminent_closes_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imminent_closes" ADD CONSTRAINT "imminent_closes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_activities" ADD CONSTRAINT "inbox_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_activities" ADD CONSTRAINT "inbox_activities_contact_activity_id_contact_activities_id_fk" FOREIGN KEY ("contact_activity_id") REFERENCES "public"."contact_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_activities" ADD CONSTRAINT "inbox_activities_imminent_close_id_imminent_closes_id_fk" FOREIGN KEY ("imminent_close_id") REFERENCES "public"."imminent_closes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_activities_regarding_idx" ON "contact_activities" USING btree ("regarding_type","regarding_id","sent_at");--> statement-breakpoint
CREATE INDEX "contact_activities_type_idx" ON "contact_activities" USING btree ("activity_type","sent_at");--> statement-breakpoint
CREATE INDEX "contact_activities_student_idx" ON "contact_activities" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "contact_activities_parent_idx" ON "contact_activities" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "contact_activities_message_idx" ON "contact_activities" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "contact_activities_due_idx" ON "contact_activities" USING btree ("due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_activities_provider_ref_idx" ON "contact_activities" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "imminent_closes_parent_idx" ON "imminent_closes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "imminent_closes_at_idx" ON "imminent_closes" USING btree ("closes_at");--> statement-breakpoint
CREATE INDEX "inbox_activities_user_idx" ON "inbox_activities" USING btree ("user_id","created_at");--> statement-breakpoint
-- The messages already sent join the contact history of each student and parent they went to.
INSERT INTO "contact_activities" ("activity_type", "kind", "outcome", "regarding_type", "regarding_id", "student_id", "parent_id", "subject", "body", "author_id", "message_id", "sent_at", "created_at")
SELECT 'Message', m."message_type", 'Sent', r."recipient_type", r."recipient_id",
  CASE WHEN r."recipient_type" = 'Student' THEN r."recipient_id" END,
  CASE WHEN r."recipient_type" = 'Parent' THEN r."recipient_id" END,
  m."subject", m."body", m."sender_id", m."id", m."sent_at", m."sent_at"
FROM "messages" m JOIN "message_recipients" r ON r."message_id" = m."id"
WHERE (r."recipient_type" = 'Student' AND EXISTS (SELECT 1 FROM "students" s WHERE s."id" = r."recipient_id"))
   OR (r."recipient_type" = 'Parent' AND EXISTS (SELECT 1 FROM "parents" p WHERE p."id" = r."recipient_id"));
