import type { ActorFlags } from './permissions/actor.ts';
import type { Role } from './roles.ts';
import type { SpoofedBy } from './spoof-rules.ts';

/** The signed-in user as `GET /api/session.json` and `POST /api/login.json` answer it. */
export interface AuthUser {
  id: number;
  roles: Role[];
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string;
  /** IANA zone; null when the user has not set one (the shell warns). */
  timeZone: string | null;
  language: string;
  homeUrl: string;
  /** Set while the e-mail is not confirmed (the shell warns). */
  unconfirmedEmail: string | null;
  /** The tutor record of a tutor, used for tutor-scoped calls. */
  tutorId: number | null;
  employeeId: number | null;
  studentId: number | null;
  parentId: number | null;
  /** Rights beyond the roles (essay grader, payroll hold...), for `can`. */
  flags?: ActorFlags;
  /** Set while this is a spoofed user: the real, signed-in user acting as them. */
  spoofedBy?: SpoofedBy | null;
  /**
   * The sign-in's exams token (spec sign-in-exams §3), sent to the exams service in the
   * Authorization header. Only on the sign-in's own answers (login, session.json).
   */
  examsApiToken?: string | null;
}
