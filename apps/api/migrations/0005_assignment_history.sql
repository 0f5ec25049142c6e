CREATE TABLE "employee_assignments" (
	"company_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"effective_from" date NOT NULL,
	"schedule_id" integer NOT NULL,
	"location_id" integer,
	"department_id" integer,
	"occupation_id" integer,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_assignments_company_id_employee_number_effective_from_pk" PRIMARY KEY("company_id","employee_number","effective_from")
);
--> statement-breakpoint
CREATE TABLE "employee_periodicities" (
	"company_id" integer NOT NULL,
	"employee_number" integer NOT NULL,
	"effective_from" date NOT NULL,
	"periodicity" text NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_periodicities_company_id_employee_number_effective_from_pk" PRIMARY KEY("company_id","employee_number","effective_from")
);
--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_company_id_schedule_id_schedules_company_id_id_fk" FOREIGN KEY ("company_id","schedule_id") REFERENCES "public"."schedules"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_company_id_location_id_locations_company_id_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_company_id_department_id_departments_company_id_id_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_company_id_occupation_id_occupations_company_id_id_fk" FOREIGN KEY ("company_id","occupation_id") REFERENCES "public"."occupations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_periodicities" ADD CONSTRAINT "employee_periodicities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_periodicities" ADD CONSTRAINT "employee_periodicities_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing employees: one row of each history from their hire date (the entry of their first employment
-- period) with the assignment and periodicity they have today.
INSERT INTO "employee_assignments" ("company_id", "employee_number", "effective_from", "schedule_id", "location_id", "department_id", "occupation_id")
SELECT e."company_id", e."employee_number",
  coalesce((SELECT min(p."entry_date") FROM "employment_periods" p WHERE p."company_id" = e."company_id" AND p."employee_number" = e."employee_number"), e."entry_date"),
  e."schedule_id", e."location_id", e."department_id", e."occupation_id"
FROM "employees" e;
--> statement-breakpoint
INSERT INTO "employee_periodicities" ("company_id", "employee_number", "effective_from", "periodicity")
SELECT e."company_id", e."employee_number",
  coalesce((SELECT min(p."entry_date") FROM "employment_periods" p WHERE p."company_id" = e."company_id" AND p."employee_number" = e."employee_number"), e."entry_date"),
  e."periodicity"
FROM "employees" e;
--> statement-breakpoint
-- Every new employee, however it is written (the form, a spreadsheet import, the demo seed), starts both
-- histories on its entry date with the values it was created with: one set-based insert per statement.
CREATE FUNCTION "employees_start_histories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "employee_assignments" ("company_id", "employee_number", "effective_from", "schedule_id", "location_id", "department_id", "occupation_id")
  SELECT n."company_id", n."employee_number", n."entry_date", n."schedule_id", n."location_id", n."department_id", n."occupation_id"
  FROM new_employees n;
  INSERT INTO "employee_periodicities" ("company_id", "employee_number", "effective_from", "periodicity")
  SELECT n."company_id", n."employee_number", n."entry_date", n."periodicity"
  FROM new_employees n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "employees_start_histories" AFTER INSERT ON "employees"
REFERENCING NEW TABLE AS new_employees
FOR EACH STATEMENT EXECUTE FUNCTION "employees_start_histories"();
