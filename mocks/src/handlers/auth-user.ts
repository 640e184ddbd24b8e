import { homeUrlFor, isRole, type Role, type AuthUser } from '@tp/domain';
import type { DemoWorld } from './world.ts';

/** The AuthUser of a world user, built as the server's session query builds it. */
export function authUserOf(world: DemoWorld, userId: number): AuthUser | null {
  const user = world.users.find((u) => u.id === userId);
  if (!user) return null;
  const employee = world.employees.find((e) => e.userId === user.id) ?? null;
  const tutor = employee ? (world.tutors.find((t) => t.id === employee.id) ?? null) : null;
  const parent = world.parents.find((p) => p.userId === user.id) ?? null;
  const student =
    world.students.filter((s) => s.userId === user.id).sort((a, b) => a.id - b.id)[0] ?? null;
  const roles = user.roles.map((r) => r.toLowerCase()).filter((r): r is Role => isRole(r));
  return {
    id: user.id,
    roles,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title ?? employee?.title ?? null,
    phone: user.phone,
    email: user.email,
    timeZone: user.timeZone,
    language: user.language,
    homeUrl: homeUrlFor(roles),
    unconfirmedEmail: user.unconfirmedEmail,
    tutorId: tutor?.id ?? null,
    employeeId: employee?.id ?? null,
    studentId: student?.id ?? null,
    parentId: parent?.id ?? null,
  };
}
