CREATE TABLE "company_rt_policies" (
	"company_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"policy_number" text NOT NULL,
	"rate" integer NOT NULL,
	"activity" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "company_rt_policies_company_id_effective_from_pk" PRIMARY KEY("company_id","effective_from"),
	CONSTRAINT "company_rt_policies_rate_check" CHECK ("company_rt_policies"."rate" between 1 and 2500)
);
--> statement-breakpoint
ALTER TABLE "company_rt_policies" ADD CONSTRAINT "company_rt_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_rt_policies" ADD CONSTRAINT "company_rt_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
