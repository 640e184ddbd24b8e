CREATE TABLE "test_gateway_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"error_code" varchar(40),
	"transaction_id" varchar(64),
	"card_last4" varchar(4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_charges_amount_check" CHECK ("test_gateway_charges"."amount_cents" >= 0),
	CONSTRAINT "test_gateway_charges_outcome_check" CHECK (("test_gateway_charges"."error_code" is null) = ("test_gateway_charges"."transaction_id" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_charges_transaction_idx" ON "test_gateway_charges" USING btree ("transaction_id");