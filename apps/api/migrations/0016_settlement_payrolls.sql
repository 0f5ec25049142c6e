DROP INDEX "payrolls_period_key";--> statement-breakpoint
ALTER TABLE "payrolls" ADD COLUMN "employee_number" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "payrolls_settlement_key" ON "payrolls" USING btree ("company_id","employee_number","period_start") WHERE kind = 'settlement';--> statement-breakpoint
CREATE UNIQUE INDEX "payrolls_period_key" ON "payrolls" USING btree ("company_id","kind","periodicity","period_start") WHERE kind <> 'settlement';