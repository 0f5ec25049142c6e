-- Employee self-service (issue 27): the user who signs in as an employee record (one login per employee, one
-- employee per user in a company). The membership (role `employee`, or a staff role for a clerk the same company
-- pays) gives the access; this link says whose pay, vacations and data it reaches.
CREATE TABLE "employee_users" (
	"company_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by" integer,
	CONSTRAINT "employee_users_company_id_employee_number_pk" PRIMARY KEY("company_id","employee_number")
);
--> statement-breakpoint
ALTER TABLE "employee_users" ADD CONSTRAINT "employee_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_users" ADD CONSTRAINT "employee_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_users" ADD CONSTRAINT "employee_users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_users" ADD CONSTRAINT "employee_users_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_users_user_key" ON "employee_users" USING btree ("company_id","user_id");