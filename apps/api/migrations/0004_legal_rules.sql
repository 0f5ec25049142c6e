CREATE TABLE "company_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"pay_date_rule" text DEFAULT 'previous_business_day' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_pay_date_rule_check" CHECK ("company_settings"."pay_date_rule" in ('previous_business_day', 'keep'))
);
--> statement-breakpoint
CREATE TABLE "legal_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"rule_key" text NOT NULL,
	"effective_from" date NOT NULL,
	"decree" text NOT NULL,
	"source" text,
	"value" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_rules_kind_check" CHECK ("legal_rules"."kind" in ('salaryTax', 'ccssRate', 'minimumWage', 'holidayTransfer'))
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_rules" ADD CONSTRAINT "legal_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_rules_interval_key" ON "legal_rules" USING btree ("kind","rule_key","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_rules_one_transfer_key" ON "legal_rules" USING btree ("kind","rule_key") WHERE kind = 'holidayTransfer';