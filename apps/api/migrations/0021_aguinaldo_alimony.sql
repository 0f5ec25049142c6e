CREATE TABLE "aguinaldo_alimony" (
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"amount" bigint NOT NULL,
	"court_file" text NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "aguinaldo_alimony_company_id_year_employee_number_pk" PRIMARY KEY("company_id","year","employee_number"),
	CONSTRAINT "aguinaldo_alimony_amount_check" CHECK ("aguinaldo_alimony"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "aguinaldo_alimony" ADD CONSTRAINT "aguinaldo_alimony_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aguinaldo_alimony" ADD CONSTRAINT "aguinaldo_alimony_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;