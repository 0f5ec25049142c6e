-- Each occupation says which minimum of the yearly decree its salaries are checked against (issue 25):
-- unskilled (TONC) until a person sets another. A registered minimum wage is keyed by its category;
-- registrations made before the categories were the unskilled one.
ALTER TABLE "occupations" ADD COLUMN "minimum_wage_category" text DEFAULT 'unskilled' NOT NULL;--> statement-breakpoint
ALTER TABLE "occupations" ADD CONSTRAINT "occupations_minimum_wage_category_check" CHECK ("occupations"."minimum_wage_category" in ('unskilled', 'semi_skilled', 'skilled', 'specialized', 'technician_mid', 'specialized_superior', 'bachelor', 'licentiate', 'domestic'));--> statement-breakpoint
UPDATE "legal_rules" SET "rule_key" = 'unskilled' WHERE "kind" = 'minimumWage' AND "rule_key" = 'minimumWage';
