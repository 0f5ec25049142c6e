CREATE TABLE "aguinaldo_earnings" (
	"company_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"month" date NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "aguinaldo_earnings_company_id_employee_number_month_pk" PRIMARY KEY("company_id","employee_number","month"),
	CONSTRAINT "aguinaldo_earnings_month_check" CHECK (extract(day from "aguinaldo_earnings"."month") = 1),
	CONSTRAINT "aguinaldo_earnings_amount_check" CHECK ("aguinaldo_earnings"."amount" >= 0),
	CONSTRAINT "aguinaldo_earnings_source_check" CHECK ("aguinaldo_earnings"."source" in ('import', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "aguinaldo_earnings" ADD CONSTRAINT "aguinaldo_earnings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aguinaldo_earnings" ADD CONSTRAINT "aguinaldo_earnings_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;