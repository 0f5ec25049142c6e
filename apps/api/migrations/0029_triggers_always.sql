-- Issue 23: bulk paths (the embedded database's import publish) set session_replication_role = replica to skip
-- the per-row foreign-key triggers; that also silenced these statement triggers, so imported employees had no
-- work-assignment or periodicity history (never entered a payroll) and vacation balances were not noted stale.
-- ENABLE ALWAYS: they fire whatever the session's replication role. The foreign-key triggers stay as they are
-- (withBulkPublish checks them set-based).
ALTER TABLE "employees" ENABLE ALWAYS TRIGGER "employees_start_histories";--> statement-breakpoint
ALTER TABLE "employees" ENABLE ALWAYS TRIGGER "employees_vacation_inputs_ins";--> statement-breakpoint
ALTER TABLE "employees" ENABLE ALWAYS TRIGGER "employees_vacation_inputs_upd";--> statement-breakpoint
ALTER TABLE "employees" ENABLE ALWAYS TRIGGER "employees_vacation_inputs_del";--> statement-breakpoint
ALTER TABLE "employment_periods" ENABLE ALWAYS TRIGGER "employment_periods_vacation_inputs_ins";--> statement-breakpoint
ALTER TABLE "employment_periods" ENABLE ALWAYS TRIGGER "employment_periods_vacation_inputs_upd";--> statement-breakpoint
ALTER TABLE "employment_periods" ENABLE ALWAYS TRIGGER "employment_periods_vacation_inputs_del";--> statement-breakpoint
ALTER TABLE "employee_salaries" ENABLE ALWAYS TRIGGER "employee_salaries_vacation_inputs_ins";--> statement-breakpoint
ALTER TABLE "employee_salaries" ENABLE ALWAYS TRIGGER "employee_salaries_vacation_inputs_upd";--> statement-breakpoint
ALTER TABLE "employee_salaries" ENABLE ALWAYS TRIGGER "employee_salaries_vacation_inputs_del";--> statement-breakpoint
ALTER TABLE "employee_assignments" ENABLE ALWAYS TRIGGER "employee_assignments_vacation_inputs_ins";--> statement-breakpoint
ALTER TABLE "employee_assignments" ENABLE ALWAYS TRIGGER "employee_assignments_vacation_inputs_upd";--> statement-breakpoint
ALTER TABLE "employee_assignments" ENABLE ALWAYS TRIGGER "employee_assignments_vacation_inputs_del";--> statement-breakpoint
ALTER TABLE "schedules" ENABLE ALWAYS TRIGGER "schedules_vacation_inputs_ins";--> statement-breakpoint
ALTER TABLE "schedules" ENABLE ALWAYS TRIGGER "schedules_vacation_inputs_upd";--> statement-breakpoint
ALTER TABLE "schedules" ENABLE ALWAYS TRIGGER "schedules_vacation_inputs_del";--> statement-breakpoint
ALTER TABLE "departments" ENABLE ALWAYS TRIGGER "departments_vacation_inputs_ins";--> statement-breakpoint
ALTER TABLE "departments" ENABLE ALWAYS TRIGGER "departments_vacation_inputs_upd";--> statement-breakpoint
ALTER TABLE "departments" ENABLE ALWAYS TRIGGER "departments_vacation_inputs_del";--> statement-breakpoint
ALTER TABLE "attendance_ranges" ENABLE ALWAYS TRIGGER "attendance_ranges_vacation_inputs_ins";--> statement-breakpoint
ALTER TABLE "attendance_ranges" ENABLE ALWAYS TRIGGER "attendance_ranges_vacation_inputs_upd";--> statement-breakpoint
ALTER TABLE "attendance_ranges" ENABLE ALWAYS TRIGGER "attendance_ranges_vacation_inputs_del";--> statement-breakpoint
ALTER TABLE "vacation_adjustments" ENABLE ALWAYS TRIGGER "vacation_adjustments_vacation_inputs_ins";--> statement-breakpoint
ALTER TABLE "vacation_adjustments" ENABLE ALWAYS TRIGGER "vacation_adjustments_vacation_inputs_upd";--> statement-breakpoint
ALTER TABLE "vacation_adjustments" ENABLE ALWAYS TRIGGER "vacation_adjustments_vacation_inputs_del";--> statement-breakpoint
ALTER TABLE "company_settings" ENABLE ALWAYS TRIGGER "company_settings_vacation_inputs_ins";--> statement-breakpoint
ALTER TABLE "company_settings" ENABLE ALWAYS TRIGGER "company_settings_vacation_inputs_upd";--> statement-breakpoint
ALTER TABLE "company_settings" ENABLE ALWAYS TRIGGER "company_settings_vacation_inputs_del";
