/**
 * The demo world's money (issue 11): coupons, card payments with their line items, and
 * installment plans, so staff and the demo family see real amounts. Every amount is integer
 * cents and every payment's total is its line items' sum (money-totals.test.ts).
 */
import { ADD_HOURS_BLOCK, dollarsToCents, hoursOrderPrice } from '@tp/domain';
import type {
  BrandRow,
  CouponRow,
  CourseRow,
  EnrollmentRow,
  InstallmentRow,
  LineItemRow,
  ParentRow,
  PaymentProfileRow,
  PaymentRow,
  StudentRow,
} from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WELCOME_PERCENT = 10;

export const DEMO_COUPONS = (now: Date): CouponRow[] =>
  [
    {
      id: 1,
      code: 'WELCOME10',
      unit: 'percentage',
      amount: WELCOME_PERCENT,
      active: true,
      expiresAt: null,
      startsAt: null,
      maxUses: null,
      maxUsesPerFamily: null,
      createdAt: now,
    },
    {
      id: 2,
      code: 'SAVE25',
      unit: 'dollars',
      amount: 2500,
      active: true,
      expiresAt: new Date(now.getTime() + 180 * DAY_MS),
      startsAt: null,
      maxUses: null,
      maxUsesPerFamily: null,
      createdAt: now,
    },
    {
      id: 3,
      code: 'SUMMER2020',
      unit: 'percentage',
      amount: 20,
      active: true,
      expiresAt: new Date('2020-09-01T00:00:00Z'),
      startsAt: null,
      maxUses: null,
      maxUsesPerFamily: null,
      createdAt: now,
    },
    {
      id: 4,
      code: 'RETIRED',
      unit: 'dollars',
      amount: 1000,
      active: false,
      expiresAt: null,
      startsAt: null,
      maxUses: null,
      maxUsesPerFamily: null,
      createdAt: now,
    },
    // A campaign as admins set them up: a window round the present and limits, once a family.
    {
      id: 5,
      code: 'SPRING15',
      unit: 'percentage',
      amount: 15,
      active: true,
      startsAt: new Date(now.getTime() - 10 * DAY_MS),
      expiresAt: new Date(now.getTime() + 20 * DAY_MS),
      maxUses: 200,
      maxUsesPerFamily: 1,
      createdAt: now,
    },
  ].map((coupon) => ({ ...coupon, updatedAt: now, lockVersion: 0 }));

interface MoneyInput {
  now: Date;
  enrollments: readonly EnrollmentRow[];
  students: readonly StudentRow[];
  courses: readonly CourseRow[];
  brands: readonly BrandRow[];
  /** The demo family's parent (parent@demo.test): their children's enrollments get a plan. */
  demoParentId: number | undefined;
}

export interface DemoMoney {
  coupons: CouponRow[];
  payments: PaymentRow[];
  lineItems: LineItemRow[];
  installments: InstallmentRow[];
  paymentProfiles: PaymentProfileRow[];
}

/**
 * Every third paying enrollment (and each of the demo family's) bought 5 hours once, every
 * fourth of those with WELCOME10; the demo family's first enrollment pays in three monthly
 * installments (one paid, two to come); one other family has a failed installment.
 */
export function generateMoney(input: MoneyInput): DemoMoney {
  const { now } = input;
  const payments: PaymentRow[] = [];
  const lineItems: LineItemRow[] = [];
  const installments: InstallmentRow[] = [];
  const parentOf = new Map(input.students.map((s) => [s.id, s.parentId ?? null]));
  const courseById = new Map(input.courses.map((c) => [c.id, c]));
  const brandById = new Map(input.brands.map((b) => [b.id, b]));

  const pay = (
    enrollment: EnrollmentRow,
    parentId: number,
    daysAgo: number,
    lines: Omit<LineItemRow, 'id' | 'paymentId'>[],
    couponCode: string | null,
  ): number => {
    const id = payments.length + 1;
    const subtotal = lines.filter((l) => l.amountCents > 0).reduce((a, l) => a + l.amountCents, 0);
    const discount = -lines.filter((l) => l.amountCents < 0).reduce((a, l) => a + l.amountCents, 0);
    payments.push({
      id,
      idempotencyKey: `demo-payment-${id}`,
      enrollmentId: enrollment.id,
      parentId,
      createdById: null,
      gateway: 'test',
      // `test-`: the TEST gateway refunds its own transactions, also after a restart.
      transactionId: `test-demo-${id}`,
      status: 'paid',
      subtotalCents: subtotal,
      discountCents: discount,
      totalCents: subtotal - discount,
      couponCode,
      cardLast4: '1111',
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
    });
    for (const line of lines) lineItems.push({ ...line, id: lineItems.length + 1, paymentId: id });
    return id;
  };

  let paying = 0;
  let planned = false;
  let failedPlan = false;
  for (const enrollment of input.enrollments) {
    const parentId = parentOf.get(enrollment.studentId) ?? null;
    const course = courseById.get(enrollment.courseId);
    const pricing = course ? brandById.get(course.brandId ?? -1)?.pricing : undefined;
    const price = pricing?.price;
    if (parentId === null || !price || price <= 0) continue;
    const isDemoFamily = parentId === input.demoParentId;
    paying += 1;
    // Hours at the brand's hourly price, as add_hours charges them; a brand without one sells none.
    const hours = hoursOrderPrice(pricing, undefined);
    if (hours && (isDemoFamily || paying % 3 === 0)) {
      const { rate, subtotal } = hours;
      const withCoupon = paying % 4 === 0;
      const discount = withCoupon ? Math.round((subtotal * WELCOME_PERCENT) / 100) : 0;
      pay(
        enrollment,
        parentId,
        (paying % 60) + 1,
        [
          {
            kind: 'hours',
            description: `${ADD_HOURS_BLOCK} tutoring hours`,
            quantity: ADD_HOURS_BLOCK,
            unitAmountCents: rate,
            amountCents: subtotal,
          },
          ...(withCoupon
            ? [
                {
                  kind: 'coupon',
                  description: 'Coupon WELCOME10',
                  quantity: 1,
                  unitAmountCents: -discount,
                  amountCents: -discount,
                },
              ]
            : []),
        ],
        withCoupon ? 'WELCOME10' : null,
      );
    }
    const amount = dollarsToCents(price);
    if (isDemoFamily && !planned) {
      planned = true;
      const first = pay(
        enrollment,
        parentId,
        30,
        [
          {
            kind: 'installment',
            description: 'Installment 1 of 3',
            quantity: 1,
            unitAmountCents: amount,
            amountCents: amount,
          },
        ],
        null,
      );
      for (let i = 0; i < 3; i += 1)
        installments.push({
          id: installments.length + 1,
          enrollmentId: enrollment.id,
          // Paid a month ago; the next two are due in one and two months.
          dueAt: new Date(now.getTime() + (i === 0 ? -30 : i * 30) * DAY_MS),
          amountCents: amount,
          status: i === 0 ? 'paid' : 'pending',
          attempts: i === 0 ? 1 : 0,
          paymentId: i === 0 ? first : null,
          lastErrorCode: null,
          claimedAt: null,
          claimedBy: null,
          createdAt: new Date(now.getTime() - 31 * DAY_MS),
        });
    } else if (!isDemoFamily && !failedPlan && paying > 5) {
      failedPlan = true;
      installments.push({
        id: installments.length + 1,
        enrollmentId: enrollment.id,
        dueAt: new Date(now.getTime() - 3 * DAY_MS),
        amountCents: amount,
        status: 'failed',
        attempts: 1,
        paymentId: null,
        lastErrorCode: '2',
        claimedAt: null,
        claimedBy: null,
        createdAt: new Date(now.getTime() - 40 * DAY_MS),
      });
    }
  }
  // The demo family's card, kept at the TEST gateway, so their installments charge when due.
  const paymentProfiles: PaymentProfileRow[] =
    input.demoParentId === undefined
      ? []
      : [
          {
            id: 1,
            parentId: input.demoParentId,
            gateway: 'test',
            customerProfileId: 'test-customer-demo',
            paymentProfileId: 'test-card-demo',
            cardLast4: '1111',
            createdAt: now,
          },
        ];
  return { coupons: DEMO_COUPONS(now), payments, lineItems, installments, paymentProfiles };
}

/** A few families whose card status staff set by hand, so every status icon shows. */
export function withCardStatusOverrides(parents: readonly ParentRow[]): ParentRow[] {
  return parents.map((parent, index) => ({
    ...parent,
    cardStatusOverride: index === 7 ? 'collections' : index === 11 ? 'override' : null,
  }));
}

/** Some subscriptions in trial, some on contract with credit, some not renewing. */
export function withSubscriptions(
  now: Date,
  enrollments: readonly EnrollmentRow[],
): EnrollmentRow[] {
  return enrollments.map((enrollment, index) => {
    if (enrollment.status !== 'active') return enrollment;
    if (index % 7 === 1)
      return {
        ...enrollment,
        subscriptionState: 'trial',
        trialEndsAt: new Date(now.getTime() + 10 * DAY_MS),
      };
    if (index % 7 === 3)
      return {
        ...enrollment,
        subscriptionState: 'contract',
        contractEndsAt: new Date(now.getTime() + 200 * DAY_MS),
        creditCents: 2500,
      };
    if (index % 7 === 5)
      return {
        ...enrollment,
        autoRenew: false,
        delayedCancelAt: new Date(now.getTime() + 20 * DAY_MS),
      };
    return enrollment;
  });
}
