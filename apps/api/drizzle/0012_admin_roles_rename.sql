-- Roles become OWNER, ADMIN and SUPPORT: the old top role keeps its holders under its new name before the
-- enum is rebuilt by the next migration.
ALTER TYPE "public"."admin_role" RENAME VALUE 'SUPER_ADMIN' TO 'OWNER';
