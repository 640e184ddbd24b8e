CREATE TABLE "target_histories" (
	"tutor_id" integer NOT NULL,
	"week_of" date NOT NULL,
	"delivery_target" integer NOT NULL,
	"availability_target" integer NOT NULL,
	"delivery_minutes" integer DEFAULT 0 NOT NULL,
	"availability_minutes" integer DEFAULT 0 NOT NULL,
	"available_availability_minutes" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "target_histories_tutor_id_week_of_pk" PRIMARY KEY("tutor_id","week_of"),
	CONSTRAINT "target_histories_targets_check" CHECK ("target_histories"."delivery_target" >= 0 and "target_histories"."availability_target" >= 0)
);
--> statement-breakpoint
ALTER TABLE "target_histories" ADD CONSTRAINT "target_histories_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;