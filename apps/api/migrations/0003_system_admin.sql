ALTER TABLE "users" ADD COLUMN "system_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An installation that already runs keeps someone able to load the padrón: its first administrator
-- (the one `create-admin` made) becomes the system administrator.
UPDATE "users" SET "system_admin" = true
WHERE "id" = (SELECT min("m"."user_id") FROM "memberships" "m" WHERE "m"."role" = 'admin');
