CREATE TABLE "vacation_input_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tx" bigint DEFAULT txid_current() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vacation_input_changes_company_idx" ON "vacation_input_changes" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "vacation_input_changes_tx_idx" ON "vacation_input_changes" USING btree ("company_id","tx");--> statement-breakpoint
-- One row per transaction and company that changes what a vacation balance is computed from (see the table's
-- comment in schema.ts). Statement triggers with transition tables: one insert per statement, never per row.
CREATE FUNCTION note_vacation_input_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO vacation_input_changes (company_id)
    SELECT DISTINCT n.company_id FROM new_rows n
    WHERE NOT EXISTS (
      SELECT 1 FROM vacation_input_changes c WHERE c.company_id = n.company_id AND c.tx = txid_current());
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO vacation_input_changes (company_id)
    SELECT DISTINCT o.company_id FROM old_rows o
    WHERE NOT EXISTS (
      SELECT 1 FROM vacation_input_changes c WHERE c.company_id = o.company_id AND c.tx = txid_current());
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER employees_vacation_inputs_ins AFTER INSERT ON "employees" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER employees_vacation_inputs_upd AFTER UPDATE ON "employees" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER employees_vacation_inputs_del AFTER DELETE ON "employees" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER employment_periods_vacation_inputs_ins AFTER INSERT ON "employment_periods" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER employment_periods_vacation_inputs_upd AFTER UPDATE ON "employment_periods" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER employment_periods_vacation_inputs_del AFTER DELETE ON "employment_periods" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER employee_salaries_vacation_inputs_ins AFTER INSERT ON "employee_salaries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER employee_salaries_vacation_inputs_upd AFTER UPDATE ON "employee_salaries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER employee_salaries_vacation_inputs_del AFTER DELETE ON "employee_salaries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER employee_assignments_vacation_inputs_ins AFTER INSERT ON "employee_assignments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER employee_assignments_vacation_inputs_upd AFTER UPDATE ON "employee_assignments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER employee_assignments_vacation_inputs_del AFTER DELETE ON "employee_assignments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER schedules_vacation_inputs_ins AFTER INSERT ON "schedules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER schedules_vacation_inputs_upd AFTER UPDATE ON "schedules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER schedules_vacation_inputs_del AFTER DELETE ON "schedules" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER departments_vacation_inputs_ins AFTER INSERT ON "departments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER departments_vacation_inputs_upd AFTER UPDATE ON "departments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER departments_vacation_inputs_del AFTER DELETE ON "departments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER attendance_ranges_vacation_inputs_ins AFTER INSERT ON "attendance_ranges" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER attendance_ranges_vacation_inputs_upd AFTER UPDATE ON "attendance_ranges" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER attendance_ranges_vacation_inputs_del AFTER DELETE ON "attendance_ranges" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER vacation_adjustments_vacation_inputs_ins AFTER INSERT ON "vacation_adjustments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER vacation_adjustments_vacation_inputs_upd AFTER UPDATE ON "vacation_adjustments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER vacation_adjustments_vacation_inputs_del AFTER DELETE ON "vacation_adjustments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER company_settings_vacation_inputs_ins AFTER INSERT ON "company_settings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER company_settings_vacation_inputs_upd AFTER UPDATE ON "company_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();--> statement-breakpoint
CREATE TRIGGER company_settings_vacation_inputs_del AFTER DELETE ON "company_settings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_vacation_input_change();
