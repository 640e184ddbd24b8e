import type { DemoWorld } from '../src/db/demo-world/index.ts';

/** Ids of copy k are shifted by k * ID_STRIDE: far above any id of one demo world. */
const ID_STRIDE = 100_000;

const shift = (id: number, copy: number) => id + copy * ID_STRIDE;
/** Shifts an optional reference; an absent or null one stays as it is. */
const shiftNullable = (id: number | null | undefined, copy: number) =>
  id == null ? id : shift(id, copy);

/** `name@host` -> `name+copy3@host`: e-mails stay unique per copy. */
function copyEmail(email: string, copy: number): string {
  const at = email.indexOf('@');
  return `${email.slice(0, at)}+copy${copy}${email.slice(at)}`;
}

/**
 * The demo world times `factor`: the people and their courses, sessions and availabilities
 * are copied with shifted ids (same calendar, `factor` times the rows); departments, brands,
 * subjects and tiers stay shared, as a bigger business would have them. Copy 0 is the original, so
 * the demo logins keep working.
 */
export function scaleWorld(world: DemoWorld, factor: number): DemoWorld {
  const copies = Array.from({ length: factor }, (_, copy) => copy);
  const each = <T>(rows: readonly T[], map: (row: T, copy: number) => T): T[] =>
    copies.flatMap((copy) => rows.map((row) => (copy === 0 ? row : map(row, copy))));
  return {
    now: world.now,
    departments: world.departments,
    brands: world.brands,
    subjects: world.subjects,
    // Materials and course templates are the catalogue's: shared like subjects.
    materials: world.materials,
    courseTemplates: world.courseTemplates,
    tiers: world.tiers,
    // Known places are shared: copies meet at the same centres and schools.
    places: world.places,
    // Shipments stay those of copy 0: they point at its students and parents.
    shipments: world.shipments,
    shipmentObservers: world.shipmentObservers,
    // Lead sources and session types stay those of copy 0 (shared, like brands).
    leadSources: world.leadSources,
    sessionTypes: world.sessionTypes,
    // Payroll items stay those of copy 0: they point at its employees.
    payrollItems: world.payrollItems,
    // The points ladder is shared; gems stay those of copy 0 (they point at its students).
    levels: world.levels,
    studentBadges: world.studentBadges,
    // Test dates are shared like subjects; study areas stay those of copy 0 (its students').
    testDates: world.testDates,
    studyAreas: world.studyAreas,
    // Money stays that of copy 0: it points at its enrollments and parents.
    coupons: world.coupons,
    payments: world.payments,
    lineItems: world.lineItems,
    installments: world.installments,
    paymentProfiles: world.paymentProfiles,
    refundRequests: world.refundRequests,
    // Target histories stay those of copy 0's tutors (the API recomputes a week when read).
    targetHistories: world.targetHistories,
    // Exam sittings stay those of copy 0's students (and its graders).
    examTranscripts: world.examTranscripts,
    // Messages stay those of copy 0: they point at its courses and senders.
    messages: world.messages,
    messageRecipients: world.messageRecipients,
    uploads: world.uploads,
    // Contact history stays that of copy 0: it points at its families and staff.
    contactActivities: world.contactActivities,
    imminentCloses: world.imminentCloses,
    inboxActivities: world.inboxActivities,
    tutorSubjects: each(world.tutorSubjects, (l, k) => ({
      ...l,
      id: shift(l.id, k),
      tutorId: shift(l.tutorId, k),
    })),
    tutorDepartments: each(world.tutorDepartments, (l, k) => ({
      ...l,
      id: shift(l.id, k),
      tutorId: shift(l.tutorId, k),
    })),
    tutorDegrees: each(world.tutorDegrees, (l, k) => ({
      ...l,
      id: shift(l.id, k),
      tutorId: shift(l.tutorId, k),
    })),
    users: each(world.users, (u, k) => ({
      ...u,
      id: shift(u.id, k),
      email: copyEmail(u.email, k),
    })),
    employees: each(world.employees, (e, k) => ({
      ...e,
      id: shift(e.id, k),
      userId: shift(e.userId, k),
    })),
    employmentPeriods: each(world.employmentPeriods, (p, k) => ({
      ...p,
      id: shift(p.id, k),
      employeeId: shift(p.employeeId, k),
    })),
    tutors: each(world.tutors, (t, k) => ({
      ...t,
      id: shift(t.id, k),
      calendarToken:
        t.calendarToken && `${t.calendarToken.slice(0, 58)}-${String(k).padStart(5, '0')}`,
    })),
    parents: each(world.parents, (p, k) => ({
      ...p,
      id: shift(p.id, k),
      userId: shift(p.userId, k),
      employeeId: shiftNullable(p.employeeId, k),
    })),
    students: each(world.students, (s, k) => ({
      ...s,
      id: shift(s.id, k),
      userId: shiftNullable(s.userId, k),
      parentId: shiftNullable(s.parentId, k),
    })),
    courses: each(world.courses, (c, k) => ({
      ...c,
      id: shift(c.id, k),
      hostId: shiftNullable(c.hostId, k),
      reservedForId: shiftNullable(c.reservedForId, k),
    })),
    courseHistories: each(world.courseHistories, (h, k) => ({
      ...h,
      id: shift(h.id, k),
      courseId: shift(h.courseId, k),
      userId: shiftNullable(h.userId, k),
    })),
    tutoringHistories: each(world.tutoringHistories, (h, k) => ({
      ...h,
      id: shift(h.id, k),
      tutorId: shift(h.tutorId, k),
      studentId: shift(h.studentId, k),
      enrollmentId: shiftNullable(h.enrollmentId, k),
    })),
    events: each(world.events, (e, k) => ({
      ...e,
      id: shift(e.id, k),
      attendeeId: shift(e.attendeeId, k),
      studentId: shiftNullable(e.studentId, k),
      createdById: shiftNullable(e.createdById, k),
    })),
    enrollments: each(world.enrollments, (e, k) => ({
      ...e,
      id: shift(e.id, k),
      courseId: shift(e.courseId, k),
      studentId: shift(e.studentId, k),
      tutorId: shiftNullable(e.tutorId, k),
      transferredToId: shiftNullable(e.transferredToId, k),
    })),
    sessions: each(world.sessions, (s, k) => ({
      ...s,
      id: shift(s.id, k),
      courseId: shift(s.courseId, k),
      supervisorId: shiftNullable(s.supervisorId, k),
    })),
    assignments: each(world.assignments, (a, k) => ({
      ...a,
      id: shift(a.id, k),
      sessionId: shift(a.sessionId, k),
      employeeId: shift(a.employeeId, k),
    })),
    reviews: each(world.reviews, (r, k) => ({
      ...r,
      id: shift(r.id, k),
      sessionId: shift(r.sessionId, k),
      tutorId: shift(r.tutorId, k),
      studentId: shift(r.studentId, k),
    })),
    attendances: each(world.attendances, (a, k) => ({
      ...a,
      id: shift(a.id, k),
      sessionId: shift(a.sessionId, k),
      studentId: shift(a.studentId, k),
    })),
    availabilities: each(world.availabilities, (a, k) => ({
      ...a,
      id: shift(a.id, k),
      tutorId: shift(a.tutorId, k),
    })),
    notices: each(world.notices, (n, k) => ({
      ...n,
      id: shift(n.id, k),
      userId: shift(n.userId, k),
    })),
    teams: each(world.teams, (t, k) => ({
      ...t,
      id: shift(t.id, k),
      // Team names are unique (teams_name_lower_idx), like e-mails.
      name: `${t.name} (copy ${k})`,
      managerId: shiftNullable(t.managerId, k),
    })),
    teamMemberships: each(world.teamMemberships, (m, k) => ({
      ...m,
      id: shift(m.id, k),
      teamId: shift(m.teamId, k),
      employeeId: shift(m.employeeId, k),
    })),
  };
}
