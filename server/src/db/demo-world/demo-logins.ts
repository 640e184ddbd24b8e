import type { Role } from '@tp/domain';

/** The one password of every demo account (and of every other user of the demo world). */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoLogin {
  email: string;
  /** What the account is for, as `npm start` prints it. */
  roleLabel: string;
  roles: readonly Role[];
  firstName: string;
  lastName: string;
}

/**
 * The seven demo accounts. Every later issue and test relies on these exact e-mails; their
 * users are the first seven ids of the world, in this order.
 */
export const DEMO_LOGINS = [
  {
    email: 'admin@demo.test',
    roleLabel: 'admin',
    roles: ['admin'],
    firstName: 'Dana',
    lastName: 'Whitcombe',
  },
  {
    email: 'tutor@demo.test',
    roleLabel: 'tutor',
    roles: ['tutor'],
    firstName: 'Marcus',
    lastName: 'Okafor',
  },
  {
    email: 'student@demo.test',
    roleLabel: 'student',
    roles: ['student'],
    firstName: 'Lily',
    lastName: 'Brennan',
  },
  {
    email: 'parent@demo.test',
    roleLabel: 'parent',
    roles: ['parent'],
    firstName: 'Karen',
    lastName: 'Brennan',
  },
  {
    email: 'advisor@demo.test',
    roleLabel: 'advisor',
    roles: ['advisor'],
    firstName: 'Priya',
    lastName: 'Raman',
  },
  {
    email: 'manager@demo.test',
    roleLabel: 'instruction manager',
    roles: ['instruction_manager'],
    firstName: 'Gordon',
    lastName: 'Feld',
  },
  {
    email: 'leader@demo.test',
    roleLabel: 'tutor + faculty leader',
    roles: ['tutor', 'faculty_leader'],
    firstName: 'Elena',
    lastName: 'Vasquez-Hart',
  },
] as const satisfies readonly DemoLogin[];

export type DemoEmail = (typeof DEMO_LOGINS)[number]['email'];

/**
 * The HR demo account: Helena Strand of the staff roster (staff-roster.ts), who comes after
 * the core world, so giving her a short e-mail shifts no id. Printed with the logins above.
 */
export const DEMO_HR_EMAIL = 'hr@demo.test';

/**
 * The program optimizer's demo account (Paula Merriweather of the staff roster), the one role
 * that adds recommendations to a student's contact history. Placed as the HR account is.
 */
export const DEMO_OPTIMIZER_EMAIL = 'optimizer@demo.test';

/** Every demo e-mail `npm start` prints, in order. */
export const DEMO_EMAILS: readonly string[] = [
  ...DEMO_LOGINS.map((login) => login.email),
  DEMO_HR_EMAIL,
  DEMO_OPTIMIZER_EMAIL,
];
