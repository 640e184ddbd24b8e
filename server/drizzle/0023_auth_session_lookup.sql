-- The signed-in user of a sign-in, looked up on every authenticated request
-- (server/src/auth/auth-user.query.ts). A PL/pgSQL function because PostgreSQL keeps the plans
-- of its queries for the connection: planning this five-table join took about three quarters
-- of the lookup's time (1.0 ms of 1.4 ms on PGlite), on every request. The sign-in must not have
-- expired, and its user must still be allowed to hold one: active, not frozen, not locked.
-- Its columns are named as the server reads them (toAuthUser's row). A change to the columns
-- read here needs a migration that replaces the function.
CREATE FUNCTION "tp_auth_session_user"("p_auth_session_id" text, "p_now" timestamp with time zone)
RETURNS TABLE (
  "id" integer,
  "roles" text[],
  "firstName" text,
  "lastName" text,
  "userTitle" text,
  "employeeTitle" text,
  "phone" text,
  "email" text,
  "timeZone" text,
  "language" text,
  "unconfirmedEmail" text,
  "employeeId" integer,
  "tutorId" integer,
  "essayGrader" boolean,
  "curriculumWork" boolean,
  "parentId" integer,
  "studentId" integer,
  "csrfToken" text,
  "lastSeenAt" timestamp with time zone
)
LANGUAGE plpgsql STABLE
-- Plan once: the lookup is by primary key, whatever the sign-in and the time.
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
  SELECT u."id", u."roles", u."first_name"::text, u."last_name"::text, u."title"::text,
    e."title"::text, u."phone"::text, u."email"::text, u."time_zone"::text, u."language"::text,
    u."unconfirmed_email"::text, e."id", t."id", t."essay_grader", t."curriculum_work", p."id",
    -- A user may own several student rows (the column is not unique): the first one.
    (SELECT s."id" FROM "students" s WHERE s."user_id" = u."id" ORDER BY s."id" LIMIT 1),
    a."csrf_token"::text, a."last_seen_at"
  FROM "auth_sessions" a
  JOIN "users" u ON u."id" = a."user_id"
  LEFT JOIN "employees" e ON e."user_id" = u."id"
  LEFT JOIN "tutors" t ON t."id" = e."id"
  LEFT JOIN "parents" p ON p."user_id" = u."id"
  WHERE a."id" = "p_auth_session_id" AND a."expires_at" > "p_now"
    AND u."active" AND u."frozen_at" IS NULL AND u."locked_at" IS NULL
  LIMIT 1;
END;
$$;
