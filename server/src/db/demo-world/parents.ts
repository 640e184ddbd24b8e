import {
  CUSTOMER_STATUSES,
  LEAD_ACTIVE_STATUSES,
  LEAD_INACTIVE_STATUSES,
  PARENT_REFERRAL_SOURCES,
  formatAddress,
  type Address,
} from '@tp/domain';
import { FIRST_NAMES_ADULT, LAST_NAMES } from './names.ts';
import { streamFor, type Rng } from './prng.ts';
import { addDays, utcDayOffset } from './time.ts';
import type { ParentRow, UserRow } from './types.ts';

/** Leads: three pages of 25 at the default size, every status of both lead sets. */
export const LEAD_COUNT = 72;

const CITIES: readonly Omit<Address, 'formatted' | 'street1'>[] = [
  { street2: '', city: 'Springfield', state: 'IL', zip: '62701', country: 'United States' },
  { street2: '', city: 'Denver', state: 'CO', zip: '80202', country: 'United States' },
  { street2: 'Apt 4', city: 'Brooklyn', state: 'NY', zip: '11201', country: 'United States' },
  { street2: '', city: 'Austin', state: 'TX', zip: '78701', country: 'United States' },
  { street2: '', city: 'San Diego', state: 'CA', zip: '92101', country: 'United States' },
  { street2: '', city: 'Phoenix', state: 'AZ', zip: '85004', country: 'United States' },
];
const STREETS = ['Elm St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Lakeview Rd', 'Park Pl'];

/** No fact of the past lies in the future of the world's `now`. */
const notAfter = (date: Date, now: Date) => (date > now ? now : date);

function address(rng: Rng): Address {
  const street1 = `${rng.int(10, 990)} ${rng.pick(STREETS)}`;
  const parts = { ...rng.pick(CITIES), street1 };
  return { ...parts, formatted: formatAddress(parts), placeId: null, lat: null, lng: null };
}

/** The statuses leads take, every one at least twice (Third Party sits in both sets). */
const LEAD_STATUSES = [...new Set([...LEAD_ACTIVE_STATUSES, ...LEAD_INACTIVE_STATUSES])];

/**
 * The CRM side of the demo world, from its own random stream so the rest stays as it was:
 * - the generated parents become customers in the customer statuses, with the quick filters'
 *   facts (calls, last touch, NPS, VIP, hours left, referrals); one in six is unassigned;
 * - 72 leads (new parent accounts without a password) in every lead status, a third of them
 *   the demo advisor's (advisor@demo.test), a third other advisors', a third unassigned,
 *   some with an abandoned checkout and some with a high home value.
 */
export function generateCrm(
  now: Date,
  seed: number,
  people: { users: UserRow[]; parents: ParentRow[]; advisorIds: number[] },
): { users: UserRow[]; parents: ParentRow[] } {
  const rng = streamFor(seed, 'crm');
  const demoAdvisorId = people.advisorIds[0] ?? null;
  const otherAdvisors = people.advisorIds.slice(1);
  const users = [...people.users];
  const emails = new Set(users.map((user) => user.email.toLowerCase()));

  const customers: ParentRow[] = people.parents.map((parent, index) => {
    // The demo family and the account-state parents (the first three) keep their advisor.
    const isUnassigned = index >= 3 && index % 6 === 5;
    const employeeId = isUnassigned ? null : (parent.employeeId ?? null);
    const lastTouchDays = rng.int(0, 60);
    return {
      ...parent,
      type: 'Customer',
      status: index < 3 ? 'Active' : rng.pick([...CUSTOMER_STATUSES, 'Active', 'Active', 'Active']),
      employeeId,
      assignedAt: employeeId === null ? null : utcDayOffset(now, -rng.int(1, 120)),
      source: rng.pick(PARENT_REFERRAL_SOURCES),
      address: rng.chance(0.8) ? address(rng) : null,
      callsCount: rng.int(1, 25),
      lastContactedAt: utcDayOffset(now, -lastTouchDays),
      npsScore: rng.chance(0.7) ? rng.int(0, 10) : null,
      vip: rng.chance(0.15),
      homeValue: rng.chance(0.5) ? rng.int(150, 2500) : null,
      remainingMinutes: rng.int(0, 40) * 30,
      updatedAt: parent.createdAt ?? now,
      lockVersion: 0,
    };
  });
  // Referrals: a few customers name another as the one who sent them.
  for (let i = 6; i < customers.length; i += 5) {
    const referrer = customers[i - 3];
    const customer = customers[i];
    if (!referrer || !customer) continue;
    customers[i] = {
      ...customer,
      source: 'Parent referral',
      sourceLinkType: 'Parent',
      sourceLinkId: referrer.id,
    };
  }

  const leads: ParentRow[] = [];
  const firstNames = rng.shuffled(FIRST_NAMES_ADULT);
  const lastNames = rng.shuffled(LAST_NAMES);
  for (let i = 0; i < LEAD_COUNT; i += 1) {
    const firstName = firstNames[i % firstNames.length] ?? 'Alex';
    const lastName = lastNames[(i * 7) % lastNames.length] ?? 'Smith';
    let email = `${firstName}.${lastName}.lead@example.test`.toLowerCase().replace(/[^a-z.@]/g, '');
    for (let n = 2; emails.has(email); n += 1) email = email.replace(/(\d*)@/, `${n}@`);
    emails.add(email);
    const createdAt = utcDayOffset(now, -rng.int(0, 90));
    const user: UserRow = {
      id: users.length + 1,
      email,
      firstName,
      lastName,
      title: null,
      phone: `+1312555${String(1000 + i).slice(-4)}`,
      timeZone: rng.pick([
        'America/New_York',
        'America/Chicago',
        'America/Denver',
        'America/Los_Angeles',
      ]),
      language: 'en',
      roles: ['parent'],
      // A lead has never been sent an invitation: no confirmation, no password.
      confirmedAt: null,
      unconfirmedEmail: null,
      failedAttempts: 0,
      lockedAt: null,
      frozenAt: null,
      active: true,
      createdAt,
      updatedAt: createdAt,
      lockVersion: 0,
    };
    users.push(user);
    const bucket = i % 3;
    const employeeId =
      bucket === 0
        ? demoAdvisorId
        : bucket === 1
          ? (otherAdvisors[i % Math.max(1, otherAdvisors.length)] ?? null)
          : null;
    const callsCount = rng.chance(0.3) ? 0 : rng.int(1, 6);
    leads.push({
      id: people.parents.length + leads.length + 1,
      userId: user.id,
      type: 'Lead',
      status: LEAD_STATUSES[i % LEAD_STATUSES.length] ?? 'Pre-Conversation',
      active: true,
      employeeId,
      assignedAt: employeeId === null ? null : notAfter(addDays(createdAt, rng.int(0, 3)), now),
      source: rng.pick(PARENT_REFERRAL_SOURCES),
      address: rng.chance(0.4) ? address(rng) : null,
      callsCount,
      lastContactedAt: callsCount === 0 ? null : notAfter(addDays(createdAt, rng.int(0, 5)), now),
      npsScore: null,
      vip: false,
      homeValue: rng.chance(0.4) ? rng.int(200, 3000) : null,
      remainingMinutes: 0,
      abandonedAt: i % 5 === 0 ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
      lockVersion: 0,
    });
  }
  return { users, parents: [...customers, ...leads] };
}
