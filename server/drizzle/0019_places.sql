CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"formatted" varchar(255) NOT NULL,
	"street1" varchar(255) DEFAULT '' NOT NULL,
	"city" varchar(255) DEFAULT '' NOT NULL,
	"state" varchar(100) DEFAULT '' NOT NULL,
	"zip" varchar(20) DEFAULT '' NOT NULL,
	"country" varchar(100) DEFAULT 'United States' NOT NULL,
	"city_or_county" varchar(255) DEFAULT '' NOT NULL,
	"sublocality" varchar(255) DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_place_id_unique" UNIQUE("place_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "place_id" varchar(255);--> statement-breakpoint
CREATE INDEX "places_name_idx" ON "places" USING btree ("name");