CREATE TABLE "payroll_input_changes" (
	"id" bigserial NOT NULL,
	"company_id" integer NOT NULL,
	"tx" bigint DEFAULT txid_current() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_input_changes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE INDEX "payroll_input_changes_tx_idx" ON "payroll_input_changes" USING btree ("company_id","tx");--> statement-breakpoint
-- Issue 29 (the soak): the calculation state kept its stale check by a fingerprint instead of recomputing every
-- member's input at each call. This log and the vacation one (0018) note every committed change to what the check
-- reads; see payrollInputChanges in schema.ts. The same statement triggers as 0018 (transition tables, one insert
-- per statement and company, at most one row per transaction and company) on the tables it reads that 0018 does
-- not cover; a row trigger with a WHEN on attendance_days, updated all day, so an update that cannot change the
-- check (an ordinary day's code, hours or note) costs no function call. The payrolls table has none: what other
-- payrolls' members read of it is which payrolls are paid (final), which the fingerprint counts.
CREATE FUNCTION note_payroll_input_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO payroll_input_changes (company_id)
    SELECT DISTINCT n.company_id FROM new_rows n
    WHERE NOT EXISTS (
      SELECT 1 FROM payroll_input_changes c WHERE c.company_id = n.company_id AND c.tx = txid_current());
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO payroll_input_changes (company_id)
    SELECT DISTINCT o.company_id FROM old_rows o
    WHERE NOT EXISTS (
      SELECT 1 FROM payroll_input_changes c WHERE c.company_id = o.company_id AND c.tx = txid_current());
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION note_payroll_input_change_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payroll_input_changes (company_id)
  SELECT NEW.company_id
  WHERE NOT EXISTS (
    SELECT 1 FROM payroll_input_changes c WHERE c.company_id = NEW.company_id AND c.tx = txid_current());
  IF OLD.company_id <> NEW.company_id THEN
    INSERT INTO payroll_input_changes (company_id)
    SELECT OLD.company_id
    WHERE NOT EXISTS (
      SELECT 1 FROM payroll_input_changes c WHERE c.company_id = OLD.company_id AND c.tx = txid_current());
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER payroll_employees_payroll_inputs_ins AFTER INSERT ON "payroll_employees" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "payroll_employees" ENABLE ALWAYS TRIGGER "payroll_employees_payroll_inputs_ins";--> statement-breakpoint
CREATE TRIGGER payroll_employees_payroll_inputs_upd AFTER UPDATE ON "payroll_employees" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "payroll_employees" ENABLE ALWAYS TRIGGER "payroll_employees_payroll_inputs_upd";--> statement-breakpoint
CREATE TRIGGER payroll_employees_payroll_inputs_del AFTER DELETE ON "payroll_employees" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "payroll_employees" ENABLE ALWAYS TRIGGER "payroll_employees_payroll_inputs_del";--> statement-breakpoint
CREATE TRIGGER employee_periodicities_payroll_inputs_ins AFTER INSERT ON "employee_periodicities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "employee_periodicities" ENABLE ALWAYS TRIGGER "employee_periodicities_payroll_inputs_ins";--> statement-breakpoint
CREATE TRIGGER employee_periodicities_payroll_inputs_upd AFTER UPDATE ON "employee_periodicities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "employee_periodicities" ENABLE ALWAYS TRIGGER "employee_periodicities_payroll_inputs_upd";--> statement-breakpoint
CREATE TRIGGER employee_periodicities_payroll_inputs_del AFTER DELETE ON "employee_periodicities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "employee_periodicities" ENABLE ALWAYS TRIGGER "employee_periodicities_payroll_inputs_del";--> statement-breakpoint
CREATE TRIGGER occupations_payroll_inputs_ins AFTER INSERT ON "occupations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "occupations" ENABLE ALWAYS TRIGGER "occupations_payroll_inputs_ins";--> statement-breakpoint
CREATE TRIGGER occupations_payroll_inputs_upd AFTER UPDATE ON "occupations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "occupations" ENABLE ALWAYS TRIGGER "occupations_payroll_inputs_upd";--> statement-breakpoint
CREATE TRIGGER occupations_payroll_inputs_del AFTER DELETE ON "occupations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "occupations" ENABLE ALWAYS TRIGGER "occupations_payroll_inputs_del";--> statement-breakpoint
CREATE TRIGGER employee_pay_items_payroll_inputs_ins AFTER INSERT ON "employee_pay_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "employee_pay_items" ENABLE ALWAYS TRIGGER "employee_pay_items_payroll_inputs_ins";--> statement-breakpoint
CREATE TRIGGER employee_pay_items_payroll_inputs_upd AFTER UPDATE ON "employee_pay_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "employee_pay_items" ENABLE ALWAYS TRIGGER "employee_pay_items_payroll_inputs_upd";--> statement-breakpoint
CREATE TRIGGER employee_pay_items_payroll_inputs_del AFTER DELETE ON "employee_pay_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "employee_pay_items" ENABLE ALWAYS TRIGGER "employee_pay_items_payroll_inputs_del";--> statement-breakpoint
CREATE TRIGGER pay_item_types_payroll_inputs_ins AFTER INSERT ON "pay_item_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "pay_item_types" ENABLE ALWAYS TRIGGER "pay_item_types_payroll_inputs_ins";--> statement-breakpoint
CREATE TRIGGER pay_item_types_payroll_inputs_upd AFTER UPDATE ON "pay_item_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "pay_item_types" ENABLE ALWAYS TRIGGER "pay_item_types_payroll_inputs_upd";--> statement-breakpoint
CREATE TRIGGER pay_item_types_payroll_inputs_del AFTER DELETE ON "pay_item_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "pay_item_types" ENABLE ALWAYS TRIGGER "pay_item_types_payroll_inputs_del";--> statement-breakpoint
CREATE TRIGGER aguinaldo_earnings_payroll_inputs_ins AFTER INSERT ON "aguinaldo_earnings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "aguinaldo_earnings" ENABLE ALWAYS TRIGGER "aguinaldo_earnings_payroll_inputs_ins";--> statement-breakpoint
CREATE TRIGGER aguinaldo_earnings_payroll_inputs_upd AFTER UPDATE ON "aguinaldo_earnings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "aguinaldo_earnings" ENABLE ALWAYS TRIGGER "aguinaldo_earnings_payroll_inputs_upd";--> statement-breakpoint
CREATE TRIGGER aguinaldo_earnings_payroll_inputs_del AFTER DELETE ON "aguinaldo_earnings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "aguinaldo_earnings" ENABLE ALWAYS TRIGGER "aguinaldo_earnings_payroll_inputs_del";--> statement-breakpoint
-- Attendance: a day added or removed (an earlier payroll's days decide where a registered incapacity runs), or a
-- day that is or was an incapacity (its chain, the incapacity running into a later payroll) or a vacation day (the
-- art. 157 history is read for members with one). Another day's code, hours or note leaves the check as it was.
CREATE TRIGGER attendance_days_payroll_inputs_ins AFTER INSERT ON "attendance_days" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "attendance_days" ENABLE ALWAYS TRIGGER "attendance_days_payroll_inputs_ins";--> statement-breakpoint
CREATE TRIGGER attendance_days_payroll_inputs_del AFTER DELETE ON "attendance_days" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_payroll_input_change();--> statement-breakpoint
ALTER TABLE "attendance_days" ENABLE ALWAYS TRIGGER "attendance_days_payroll_inputs_del";--> statement-breakpoint
CREATE TRIGGER attendance_days_payroll_inputs_upd AFTER UPDATE ON "attendance_days" FOR EACH ROW
  WHEN (OLD.code IN ('I', 'V') OR NEW.code IN ('I', 'V') OR OLD.company_id <> NEW.company_id
    OR OLD.payroll_id IS DISTINCT FROM NEW.payroll_id OR OLD.employee_number <> NEW.employee_number
    OR OLD.work_date <> NEW.work_date)
  EXECUTE FUNCTION note_payroll_input_change_row();--> statement-breakpoint
ALTER TABLE "attendance_days" ENABLE ALWAYS TRIGGER "attendance_days_payroll_inputs_upd";
