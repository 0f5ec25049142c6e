-- Employee self-service (issue 27): the user who signs in as an employee record (one login per employee, one
-- employee per user in a company). The membership (role `employee`, or a staff role for a clerk the same company
-- pays) gives the access; this link says whose pay, vacations and data it reaches. An employee's vacation
-- requests wait for HR's decision; an approved one becomes a vacation range (range_id).
CREATE TABLE "employee_users" (
	"company_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by" integer,
	CONSTRAINT "employee_users_company_id_employee_number_pk" PRIMARY KEY("company_id","employee_number")
);
--> statement-breakpoint
CREATE TABLE "vacation_requests" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"employee_number" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"days" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"decision_reason" text,
	"range_id" integer,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacation_requests_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "vacation_requests_status_check" CHECK ("vacation_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "vacation_requests_dates_check" CHECK ("vacation_requests"."to_date" >= "vacation_requests"."from_date" and "vacation_requests"."days" > 0)
);
--> statement-breakpoint
ALTER TABLE "employee_users" ADD CONSTRAINT "employee_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_users" ADD CONSTRAINT "employee_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_users" ADD CONSTRAINT "employee_users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_users" ADD CONSTRAINT "employee_users_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD CONSTRAINT "vacation_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD CONSTRAINT "vacation_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD CONSTRAINT "vacation_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD CONSTRAINT "vacation_requests_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_users_user_key" ON "employee_users" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "vacation_requests_status_idx" ON "vacation_requests" USING btree ("company_id","status","from_date");--> statement-breakpoint
CREATE INDEX "vacation_requests_employee_idx" ON "vacation_requests" USING btree ("company_id","employee_number","from_date");