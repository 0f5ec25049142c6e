-- A schedule's tolerances for clock marks (issue 23): entry and exit grace, extra hours from a minimum, rounded.
-- Existing schedules keep counting every minute (0, 0, 0, none) until a person sets them.
ALTER TABLE "schedules" ADD COLUMN "entry_grace_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "exit_grace_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "extra_minimum_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "extra_rounding" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_tolerances_check" CHECK ("entry_grace_minutes" BETWEEN 0 AND 60
  AND "exit_grace_minutes" BETWEEN 0 AND 60 AND "extra_minimum_minutes" BETWEEN 0 AND 120
  AND "extra_rounding" IN ('none', 'down_15', 'down_30'));
