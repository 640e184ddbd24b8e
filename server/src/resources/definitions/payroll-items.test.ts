import {
  EDIT_NOTES_REQUIRED_MESSAGE,
  FIELD_MESSAGES,
  LEAD_SOURCE_REQUIRED_MESSAGE,
  PAYROLL_PAID_CONFLICT_MESSAGE,
  STALE_RECORD_MESSAGE,
  type PayrollEmployeeChoice,
  type PayrollItem,
} from '@tp/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollItems } from '../../db/schema/index.ts';
import { TestAgent } from '../../test/agent.ts';
import {
  call,
  idsOf,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

type ItemBody = OneBody<'payroll_item', PayrollItem>;
type ItemsBody = ListBody<'payroll_items', PayrollItem>;

describe.each(BACKENDS)('payroll items (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let hr: TestAgent;
  let manager: TestAgent;
  let advisor: TestAgent;
  let tutor: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend, { extraStaff: ['hr', 'manager'] });
    world = ctx.world;
    [admin, hr, manager, advisor, tutor] = await ctx.signInAs(
      'admin',
      'hr',
      'manager',
      'advisor',
      'tia',
    );
  });
  afterAll(() => ctx?.close());

  const tiaId = () => world.users.tia.employeeId!;
  const item = (overrides: Record<string, unknown> = {}) => ({
    payroll_item: {
      employeeId: tiaId(),
      departmentId: world.department.id,
      payType: 'Bonus',
      quantity: 2,
      description: 'Referral bonus',
      ...overrides,
    },
  });
  const create = (agent: TestAgent, overrides: Record<string, unknown> = {}) =>
    call<ItemBody & ProblemBody>(agent.post('/api/v2/payroll_items', item(overrides)));
  const itemCount = async () => (await ctx.db.select({ n: count() }).from(payrollItems))[0]!.n;

  describe('who reads', () => {
    it('asks for a sign-in (401)', async () => {
      expect((await new TestAgent(ctx.app).get('/api/v2/payroll_items')).status).toBe(401);
    });

    it('refuses the list to advisors and tutors (403) and hides an item from them (404)', async () => {
      expect((await advisor.get('/api/v2/payroll_items')).status).toBe(403);
      expect((await tutor.get('/api/v2/payroll_items')).status).toBe(403);
      const id = world.payrollItems.bonus.id;
      expect((await tutor.get(`/api/v2/payroll_items/${id}`)).status).toBe(404);
      expect((await admin.get('/api/v2/payroll_items/999999')).status).toBe(404);
    });

    it('shows admins the rate and the pay', async () => {
      const { status, body } = await call<ItemBody>(
        admin.get(`/api/v2/payroll_items/${world.payrollItems.bonus.id}`),
      );
      expect(status).toBe(200);
      expect(body.payroll_item).toMatchObject({
        employeeName: 'Tia Tutor',
        departmentName: 'Test Prep',
        payType: 'Bonus',
        rate: 50,
        quantity: 2,
        pay: 100,
        status: 'Pending',
        estimatedPayDate: '2026-03-15',
      });
    });

    it.each([
      ['HR', () => hr],
      ['an instruction manager', () => manager],
    ])('leaves the rate and the pay out for %s, in lists and records', async (_who, agent) => {
      const list = await call<ItemsBody>(agent().get('/api/v2/payroll_items'));
      expect(list.status).toBe(200);
      expect(list.body.payroll_items.length).toBeGreaterThan(0);
      for (const record of list.body.payroll_items) {
        expect(record).not.toHaveProperty('rate');
        expect(record).not.toHaveProperty('pay');
        expect(record).toHaveProperty('quantity');
      }
      // Sorting or filtering by a hidden field would reveal it.
      expect((await agent().get('/api/v2/payroll_items?orderBy=pay')).status).toBe(422);
    });

    it('filters Pending and Paid, by employee, pay type, pay date and search', async () => {
      const ids = async (query: string) =>
        idsOf(
          (await call<ItemsBody>(admin.get(`/api/v2/payroll_items?${query}`))).body.payroll_items,
        );
      const { bonus, training, marketing } = world.payrollItems;
      expect(await ids('paid=false&orderBy=id&orderSort=asc')).toEqual([bonus.id, training.id]);
      expect(await ids('paid=true')).toEqual([marketing.id]);
      expect(await ids(`employeeId=${world.users.tom.employeeId}`)).toEqual([training.id]);
      expect(await ids('payType=Marketing')).toEqual([marketing.id]);
      expect(await ids('payDateTo=2026-03-01')).toEqual([marketing.id]);
      expect(await ids('query=tia%20tut')).toEqual([bonus.id]);
      expect(await ids('query=fair%20booth')).toEqual([marketing.id]);
      expect((await admin.get('/api/v2/payroll_items?payDateFrom=03-01-2026')).status).toBe(422);
    });
  });

  describe('create', () => {
    it('computes the pay on the server, and refuses one sent (422 naming it)', async () => {
      const sent = await create(admin, { rate: 37.5, quantity: 1.5, pay: 99999 });
      expect(sent.status).toBe(422);
      expect(sent.body.errors.pay).toEqual([FIELD_MESSAGES.readOnly]);
      const { status, body } = await create(admin, { rate: 37.5, quantity: 1.5 });
      expect(status).toBe(201);
      expect(body.payroll_item).toMatchObject({ rate: 37.5, quantity: 1.5, pay: 56.25 });
      expect(body.payroll_item.estimatedPayDate).toBe('2026-03-15');
      expect(body.payroll_item.editNotes).toBeNull();
    });

    it("gives a Training item the employee's training rate", async () => {
      const { body } = await create(admin, { payType: 'Training', rate: 99, quantity: 3 });
      expect(body.payroll_item).toMatchObject({ rate: 18, pay: 54 });
    });

    it('lets HR add an item at the default rate, and refuses them the rate and the hold', async () => {
      const created = await create(hr);
      expect(created.status).toBe(201);
      expect(created.body.payroll_item).not.toHaveProperty('rate');
      const stored = await call<ItemBody>(
        admin.get(`/api/v2/payroll_items/${created.body.payroll_item.id}`),
      );
      expect(stored.body.payroll_item).toMatchObject({ rate: 0, pay: 0, hold: false });
      const rate = await create(hr, { rate: 10 });
      expect(rate.status).toBe(422);
      expect(rate.body.errors.rate).toEqual([FIELD_MESSAGES.notYours]);
      expect((await create(hr, { hold: true })).status).toBe(422);
    });

    it('lets an instruction manager add an item held for review', async () => {
      const { status, body } = await create(manager, { hold: true });
      expect(status).toBe(201);
      expect(body.payroll_item.hold).toBe(true);
    });

    it('refuses advisors (403)', async () => {
      expect((await create(advisor)).status).toBe(403);
    });

    it.each([
      [{ rate: 1000.01 }, 'rate'],
      [{ rate: 12.345 }, 'rate'],
      [{ quantity: 101 }, 'quantity'],
      [{ quantity: 0 }, 'quantity'],
      [{ description: '  ' }, 'description'],
      [{ payType: 'Tips' }, 'payType'],
      [{ departmentId: undefined }, 'departmentId'],
    ])('refuses %o on the field %s (422)', async (overrides, field) => {
      const { status, body } = await create(admin, overrides);
      expect(status).toBe(422);
      expect(Object.keys(body.errors)).toContain(field);
    });

    it('requires a lead source for Marketing, and names it', async () => {
      const { status, body } = await create(admin, { payType: 'Marketing' });
      expect(status).toBe(422);
      expect(body.errors.linkId).toEqual([LEAD_SOURCE_REQUIRED_MESSAGE]);
      // The link is a foreign key now: a real lead source of the fixture, not any number.
      const school = world.leadSources.school;
      const linked = await create(admin, { payType: 'Marketing', linkId: school.id });
      expect(linked.status).toBe(201);
      expect(linked.body.payroll_item).toMatchObject({
        linkType: 'LeadSource',
        linkId: school.id,
        leadSourceName: school.name,
      });
      const listed = await call<ItemsBody>(
        admin.get(`/api/v2/payroll_items?linkId=${school.id}&orderBy=lead_source_name`),
      );
      expect(listed.body.payroll_items.map((i) => i.id)).toContain(linked.body.payroll_item.id);
    });

    it('refuses a lead source that does not exist, on the field (422)', async () => {
      const { status, body } = await create(admin, { payType: 'Marketing', linkId: 999_999 });
      expect(status).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['linkId']);
      const bonus = (await create(admin)).body.payroll_item;
      const edit = await call<ProblemBody>(
        admin.put(`/api/v2/payroll_items/${bonus.id}`, {
          payroll_item: { payType: 'Marketing', linkId: 999_999, editNotes: 'Was marketing' },
        }),
      );
      expect(edit.status).toBe(422);
      expect(Object.keys(edit.body.errors)).toEqual(['linkId']);
    });

    it('refuses an employee or a department that does not exist (422)', async () => {
      const employee = await create(admin, { employeeId: 999_999 });
      expect(employee.status).toBe(422);
      expect(employee.body.errors.employeeId).toEqual(['must exist']);
      const department = await create(admin, { departmentId: 999_999 });
      expect(department.status).toBe(422);
      expect(department.body.errors.departmentId).toEqual(['must exist']);
    });
  });

  describe('update', () => {
    const put = (agent: TestAgent, id: number, changes: Record<string, unknown>) =>
      call<ItemBody & ProblemBody>(
        agent.put(`/api/v2/payroll_items/${id}`, { payroll_item: changes }),
      );

    it('requires edit notes (at most 191) when HR edits, and recomputes the pay', async () => {
      const { id } = (await create(admin, { rate: 20, quantity: 2 })).body.payroll_item;
      const missing = await put(hr, id, { quantity: 3 });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.editNotes).toEqual([EDIT_NOTES_REQUIRED_MESSAGE]);
      const long = await put(hr, id, { quantity: 3, editNotes: 'x'.repeat(192) });
      expect(long.status).toBe(422);
      const saved = await put(hr, id, { quantity: 3, editNotes: 'Three hours, not two' });
      expect(saved.status).toBe(200);
      expect(saved.body.payroll_item).toMatchObject({
        quantity: 3,
        editNotes: 'Three hours, not two',
      });
      const stored = await call<ItemBody>(admin.get(`/api/v2/payroll_items/${id}`));
      expect(stored.body.payroll_item).toMatchObject({ rate: 20, pay: 60 });
    });

    it('lets an instruction manager change the hold alone, without notes, and nothing else', async () => {
      const { id } = (await create(admin)).body.payroll_item;
      const held = await put(manager, id, { hold: true });
      expect(held.status).toBe(200);
      expect(held.body.payroll_item.hold).toBe(true);
      const other = await put(manager, id, { description: 'Other', editNotes: 'why' });
      expect(other.status).toBe(422);
      expect(other.body.errors).toEqual({
        description: [FIELD_MESSAGES.notYours],
        editNotes: [FIELD_MESSAGES.notYours],
      });
    });

    it('refuses HR the hold (422 naming it)', async () => {
      const { id } = (await create(admin)).body.payroll_item;
      const hold = await put(hr, id, { hold: true });
      expect(hold.status).toBe(422);
      expect(hold.body.errors.hold).toEqual([FIELD_MESSAGES.notYours]);
    });

    it('resets the rate to the new pay type’s default when the type changes without one', async () => {
      const { id } = (await create(admin, { rate: 80, quantity: 2 })).body.payroll_item;
      await put(hr, id, { payType: 'Training', editNotes: 'It was training' });
      const training = await call<ItemBody>(admin.get(`/api/v2/payroll_items/${id}`));
      expect(training.body.payroll_item).toMatchObject({ rate: 18, pay: 36 });
      await put(hr, id, { payType: 'Miscellaneous', editNotes: 'Not training after all' });
      const misc = await call<ItemBody>(admin.get(`/api/v2/payroll_items/${id}`));
      expect(misc.body.payroll_item).toMatchObject({ rate: 0, pay: 0 });
    });

    it('refuses to change a paid item (409) or a stale version (409)', async () => {
      const paid = await put(admin, world.payrollItems.marketing.id, {
        quantity: 1,
        editNotes: 'too late',
      });
      expect(paid.status).toBe(409);
      expect(paid.body.error).toBe(PAYROLL_PAID_CONFLICT_MESSAGE);
      const { id, lockVersion } = (await create(admin)).body.payroll_item;
      await put(admin, id, { quantity: 4, editNotes: 'first', lockVersion });
      const stale = await put(admin, id, { quantity: 5, editNotes: 'second', lockVersion });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe(STALE_RECORD_MESSAGE);
    });

    it('moves the lockVersion by one per update, settling the pay included', async () => {
      const { id, lockVersion } = (await create(admin)).body.payroll_item;
      expect(lockVersion).toBe(0);
      const saved = await put(admin, id, { rate: 10, editNotes: 'rate set', lockVersion });
      expect(saved.body.payroll_item).toMatchObject({ pay: 20, lockVersion: 1 });
    });

    it('answers 404 for an item that does not exist', async () => {
      expect((await put(admin, 999_999, { hold: true })).status).toBe(404);
    });
  });

  describe('delete', () => {
    it('lets admins delete a pending item, not a paid one (409); HR may not (403)', async () => {
      const { id } = (await create(admin)).body.payroll_item;
      expect((await hr.delete(`/api/v2/payroll_items/${id}`)).status).toBe(403);
      expect((await admin.delete(`/api/v2/payroll_items/${id}`)).status).toBe(204);
      const paid = world.payrollItems.marketing.id;
      expect((await admin.delete(`/api/v2/payroll_items/${paid}`)).status).toBe(409);
    });
  });

  describe('mark paid', () => {
    const markPaid = (agent: TestAgent, ids: number[]) =>
      call<{ paid: number } & ProblemBody>(agent.post('/api/v2/payroll_items/mark_paid', { ids }));

    it('marks pending items paid, all or nothing', async () => {
      const a = (await create(admin)).body.payroll_item.id;
      const b = (await create(admin)).body.payroll_item.id;
      const held = world.payrollItems.training.id;
      const refused = await markPaid(admin, [a, held]);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.ids).toEqual([`#${held} needs review (on hold)`]);
      const stillPending = await call<ItemBody>(admin.get(`/api/v2/payroll_items/${a}`));
      expect(stillPending.body.payroll_item.paid).toBe(false);

      const done = await markPaid(admin, [a, b]);
      expect(done.status).toBe(200);
      expect(done.body.paid).toBe(2);
      const after = await call<ItemBody>(admin.get(`/api/v2/payroll_items/${a}`));
      expect(after.body.payroll_item).toMatchObject({
        paid: true,
        status: 'Paid',
        paidAt: '2026-03-10T15:00:00.000Z',
      });
      expect((await markPaid(admin, [a])).status).toBe(409);
      expect((await markPaid(admin, [999_999])).status).toBe(422);
    });

    it('is for admins only (403)', async () => {
      expect((await markPaid(hr, [world.payrollItems.bonus.id])).status).toBe(403);
      expect((await markPaid(manager, [world.payrollItems.bonus.id])).status).toBe(403);
    });
  });

  describe('batch upload', () => {
    const upload = (agent: TestAgent, rows: Record<string, string>[]) =>
      call<{ created: number; ids: number[] } & ProblemBody>(
        agent.post('/api/v2/payroll_items/batch_upload', { rows }),
      );
    const row = (overrides: Record<string, string> = {}) => ({
      'Employee email': 'TUTOR@fixture.test',
      Department: 'test prep',
      'Pay type': 'bonus',
      Rate: '$1,000.00',
      Quantity: '1',
      Description: 'Holiday bonus',
      ...overrides,
    });

    it('creates every row, looking employees and departments up by e-mail and name', async () => {
      const before = await itemCount();
      const { status, body } = await upload(admin, [
        row(),
        row({ 'Pay type': 'Training', Rate: '', Quantity: '2.5' }),
      ]);
      expect(status).toBe(201);
      expect(body.created).toBe(2);
      expect(await itemCount()).toBe(before + 2);
      const training = await call<ItemBody>(admin.get(`/api/v2/payroll_items/${body.ids[1]}`));
      expect(training.body.payroll_item).toMatchObject({
        employeeId: tiaId(),
        payType: 'Training',
        rate: 18,
        pay: 45,
      });
    });

    it('saves nothing when any row fails, naming each bad row', async () => {
      const before = await itemCount();
      const { status, body } = await upload(admin, [
        row(),
        row({ Quantity: '150' }),
        row({ 'Employee email': 'nobody-here@fixture.test' }),
        row({ 'Pay type': 'Marketing' }),
      ]);
      expect(status).toBe(422);
      expect(body.errors).toEqual({
        'row 2': ['Quantity must be at most 100'],
        'row 3': ['Employee email nobody-here@fixture.test is not an employee'],
        'row 4': [`Lead source id ${LEAD_SOURCE_REQUIRED_MESSAGE}`],
      });
      expect(await itemCount()).toBe(before);
    });

    it('refuses a lead source id that is not a lead source, per row', async () => {
      const before = await itemCount();
      const marketing = { 'Pay type': 'Marketing', Description: 'Fair booth' };
      const { status, body } = await upload(admin, [
        row({ ...marketing, 'Lead source id': String(world.leadSources.school.id) }),
        row({ ...marketing, 'Lead source id': '999999' }),
      ]);
      expect(status).toBe(422);
      expect(body.errors).toEqual({ 'row 2': ['Lead source id 999999 is not a lead source'] });
      expect(await itemCount()).toBe(before);
    });

    it('refuses a rate from someone who may not set one, per row', async () => {
      const { status, body } = await upload(hr, [row({ Rate: '' }), row()]);
      expect(status).toBe(422);
      expect(body.errors).toEqual({ 'row 2': ['Rate may only be set by an admin'] });
      expect((await upload(hr, [row({ Rate: '' })])).status).toBe(201);
    });

    it('refuses an empty upload and those who may not add items', async () => {
      expect((await upload(admin, [])).status).toBe(422);
      expect((await upload(advisor, [row()])).status).toBe(403);
    });
  });

  describe('employee choices', () => {
    const choices = (agent: TestAgent) =>
      call<{ employees: PayrollEmployeeChoice[] }>(
        agent.get('/api/v2/payroll_items/employee_choices'),
      );

    it('lists employees with the training rate for admins only', async () => {
      const forAdmin = (await choices(admin)).body.employees;
      expect(forAdmin.find((e) => e.id === tiaId())).toMatchObject({
        fullName: 'Tia Tutor',
        email: 'tutor@fixture.test',
        trainingRate: 18,
      });
      const forHr = (await choices(hr)).body.employees;
      expect(forHr.find((e) => e.id === tiaId())).not.toHaveProperty('trainingRate');
      expect((await tutor.get('/api/v2/payroll_items/employee_choices')).status).toBe(403);
    });
  });

  it('keeps the item as stored: the database has the computed pay', async () => {
    const { id } = (await create(admin, { rate: 12.25, quantity: 3 })).body.payroll_item;
    const [row] = await ctx.db
      .select({ pay: payrollItems.pay })
      .from(payrollItems)
      .where(eq(payrollItems.id, id));
    expect(row!.pay).toBe(36.75);
  });
});
