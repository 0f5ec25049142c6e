-- Issue 27: who approves vacation requests. company_settings.vacation_approver says whether the roles (payroll
-- manager, HR assistant, administrator) decide them or the head of the employee's department when it has one;
-- departments.head_employee_number names that head (an employee of the same company).
ALTER TABLE "company_settings" ADD COLUMN "vacation_approver" text DEFAULT 'roles' NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "head_employee_number" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_head_employee_fk" FOREIGN KEY ("company_id","head_employee_number") REFERENCES "public"."employees"("company_id","employee_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_vacation_approver_check" CHECK ("company_settings"."vacation_approver" in ('roles', 'department_head'));