import {
  assignments,
  attendances,
  availabilities,
  brands,
  courseHistories,
  courses,
  departments,
  employees,
  leadSources,
  levels,
  sessionTypes,
  enrollments,
  events,
  notices,
  parents,
  payrollItems,
  reviews,
  sessions,
  shipmentObservers,
  shipments,
  studentBadges,
  students,
  subjects,
  teamMemberships,
  teams,
  tiers,
  tutorDepartments,
  tutoringHistories,
  tutors,
  tutorSubjects,
  users,
} from './schema/index.ts';

/**
 * The tables of the demo world in foreign-key order, each under the key of its rows in a
 * DemoWorld. This one list drives the seed's inserts (in this order), its sequence reset and
 * its counts; the DemoWorld type is derived from it, so a table added here is a table the
 * generator must fill.
 */
export const DEMO_WORLD_TABLES = [
  { key: 'users', table: users },
  // Before the brands: a brand names an employee as its contact.
  { key: 'employees', table: employees },
  { key: 'departments', table: departments },
  { key: 'brands', table: brands },
  { key: 'subjects', table: subjects },
  { key: 'tiers', table: tiers },
  { key: 'tutors', table: tutors },
  { key: 'parents', table: parents },
  { key: 'students', table: students },
  { key: 'leadSources', table: leadSources },
  { key: 'courses', table: courses },
  { key: 'enrollments', table: enrollments },
  { key: 'sessions', table: sessions },
  { key: 'assignments', table: assignments },
  { key: 'attendances', table: attendances },
  { key: 'reviews', table: reviews },
  { key: 'availabilities', table: availabilities },
  { key: 'notices', table: notices },
  { key: 'teams', table: teams },
  { key: 'teamMemberships', table: teamMemberships },
  { key: 'shipments', table: shipments },
  { key: 'shipmentObservers', table: shipmentObservers },
  { key: 'courseHistories', table: courseHistories },
  { key: 'sessionTypes', table: sessionTypes },
  { key: 'tutorSubjects', table: tutorSubjects },
  { key: 'tutorDepartments', table: tutorDepartments },
  { key: 'payrollItems', table: payrollItems },
  { key: 'tutoringHistories', table: tutoringHistories },
  { key: 'events', table: events },
  { key: 'levels', table: levels },
  { key: 'studentBadges', table: studentBadges },
] as const;

export type DemoWorldTable = (typeof DEMO_WORLD_TABLES)[number];
export type DemoWorldTableKey = DemoWorldTable['key'];
