CREATE TABLE "vacation_adjustments" (
	"company_id" integer NOT NULL,
	"id" serial NOT NULL,
	"employee_number" integer NOT NULL,
	"kind" text NOT NULL,
	"days_hundredths" integer NOT NULL,
	"effective_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "vacation_adjustments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "vacation_adjustments_kind_check" CHECK ("vacation_adjustments"."kind" in ('opening', 'adjustment'))
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "vacation_max_periods" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "vacation_adjustments" ADD CONSTRAINT "vacation_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_adjustments" ADD CONSTRAINT "vacation_adjustments_company_id_employee_number_employees_company_id_employee_number_fk" FOREIGN KEY ("company_id","employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacation_adjustments_employee_idx" ON "vacation_adjustments" USING btree ("company_id","employee_number","effective_date");--> statement-breakpoint
CREATE INDEX "attendance_days_vacation_idx" ON "attendance_days" USING btree ("company_id","employee_number","work_date") WHERE code = 'V';