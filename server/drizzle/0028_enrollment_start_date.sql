-- An enrollment's start becomes a calendar day, like its course's dates (issue 23). Every start
-- the product wrote is the first instant of a day in some zone: New York's for a course's start
-- taken as the default (the product's zone), the editor's in the back-office form, the tutor's in
-- the demo world. So a start at midnight in New York is that New York date; any other takes the
-- date of the midnight nearest to it in its student's zone (the student's, else their account's,
-- else New York): the day the editor meant whenever their zone is within 12 hours of the
-- student's. The plain date in the student's zone would put every default start of a student
-- west of New York on the day before the course begins.
-- ALTER ... USING takes no subquery, so the dates are worked out in a column of their own first.
ALTER TABLE "enrollments" ADD COLUMN "starts_on" date;--> statement-breakpoint
UPDATE "enrollments" AS e
SET "starts_on" = CASE
    WHEN (e."starts_at" AT TIME ZONE 'America/New_York')::time = '00:00'
      THEN (e."starts_at" AT TIME ZONE 'America/New_York')::date
    ELSE ((e."starts_at" AT TIME ZONE zone.name) + interval '12 hours')::date
  END
FROM "students" AS s
LEFT JOIN "users" AS u ON u."id" = s."user_id",
LATERAL (
  SELECT coalesce(
    (SELECT tz."name" FROM pg_timezone_names AS tz WHERE tz."name" = s."time_zone"),
    (SELECT tz."name" FROM pg_timezone_names AS tz WHERE tz."name" = u."time_zone"),
    'America/New_York'
  ) AS name
) AS zone
WHERE s."id" = e."student_id" AND e."starts_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ALTER COLUMN "starts_at" SET DATA TYPE date USING "starts_on";--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "starts_on";
