-- Employee self-service, "my data" (issue 27): an employee's request to change their contact data (phone, e-mail,
-- address) or bank account (IBAN and bank). Nothing changes until HR approves it (a classic payroll fraud is a
-- changed IBAN); `asked` holds the fields asked for, `previous` what the record said then. One pending request per
-- employee at a time (partial unique index).
CREATE TABLE "data_change_requests" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"employee_number" integer NOT NULL,
	"asked" jsonb NOT NULL,
	"previous" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"decision_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "data_change_requests_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "data_change_requests_status_check" CHECK ("data_change_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "data_change_requests" ADD CONSTRAINT "data_change_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_change_requests" ADD CONSTRAINT "data_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_change_requests" ADD CONSTRAINT "data_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_change_requests" ADD CONSTRAINT "data_change_requests_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_change_requests_status_idx" ON "data_change_requests" USING btree ("company_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "data_change_requests_employee_idx" ON "data_change_requests" USING btree ("company_id","employee_number","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_change_requests_one_pending_key" ON "data_change_requests" USING btree ("company_id","employee_number") WHERE "data_change_requests"."status" = 'pending';