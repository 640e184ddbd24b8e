import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, type ResourceWorld } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';
import { TestAgent } from '../../test/agent.ts';
import { employees, tutors } from '../../db/schema/index.ts';
import { memoryFileStore } from '../../storage/file-store.ts';
import { BMP, GIF, PDF, PNG, fileOf } from '../../storage/testing/sample-files.ts';
import { avatarUrlOf } from './avatar-url.ts';

type AvatarBody = { avatar: { url: string } };
type ErrorBody = { error: string; errors?: Record<string, string[]> };

describe.each(BACKENDS)('avatars (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let store: ReturnType<typeof memoryFileStore>;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    store = memoryFileStore();
    ctx.deps.files = store;
  });

  function setAvatar(agent: TestAgent, file: File, type: string, id: number) {
    const body = new FormData();
    body.set('file', file);
    body.set('avatarableType', type);
    body.set('avatarableId', String(id));
    return agent.request('POST', '/api/v2/avatars', { body });
  }

  it('lets a tutor set their own avatar and serves it', async () => {
    const tia = await ctx.signIn('tia');
    const tutorId = world.users.tia.tutorId!;
    const { status, body } = await call<AvatarBody>(
      setAvatar(tia, fileOf(PNG, 'me.png', 'image/png'), 'Tutor', tutorId),
    );
    expect(status).toBe(200);
    expect(body.avatar.url).toMatch(new RegExp(`^/api/v2/avatars/Tutor/${tutorId}\\?v=\\d+$`));
    const image = await tia.get(body.avatar.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('replaces the previous avatar and removes its bytes', async () => {
    const tia = await ctx.signIn('tia');
    const tutorId = world.users.tia.tutorId!;
    await setAvatar(tia, fileOf(PNG, 'one.png'), 'Tutor', tutorId);
    const second = await call<AvatarBody>(setAvatar(tia, fileOf(GIF, 'two.gif'), 'Tutor', tutorId));
    expect(store.keys()).toHaveLength(1);
    const image = await tia.get(second.body.avatar.url);
    expect(image.headers.get('Content-Type')).toBe('image/gif');
  });

  it('accepts a bmp by its content', async () => {
    const sam = await ctx.signIn('sam');
    const res = await setAvatar(sam, fileOf(BMP, 'me.bmp'), 'Student', world.students.sam);
    expect(res.status).toBe(200);
  });

  it('refuses a pdf, even one named .png (422)', async () => {
    const tia = await ctx.signIn('tia');
    const { status, body } = await call<ErrorBody>(
      setAvatar(tia, fileOf(PDF, 'me.png', 'image/png'), 'User', world.users.tia.id),
    );
    expect(status).toBe(422);
    expect(body.errors?.base).toEqual([
      "It looks like me.png can't be uploaded since file type is not supported",
    ]);
  });

  it("refuses someone else's avatar to a non-staff user (403)", async () => {
    const tia = await ctx.signIn('tia');
    const res = await setAvatar(tia, fileOf(PNG, 'x.png'), 'Tutor', world.users.tom.tutorId!);
    expect(res.status).toBe(403);
  });

  it("lets staff set anyone's avatar, and 404 for a record that does not exist", async () => {
    const admin = await ctx.signIn('admin');
    expect(
      (await setAvatar(admin, fileOf(PNG, 'x.png'), 'Tutor', world.users.tom.tutorId!)).status,
    ).toBe(200);
    expect((await setAvatar(admin, fileOf(PNG, 'x.png'), 'Tutor', 999_999)).status).toBe(404);
  });

  it('computes the same URL in SQL for serializers, null without an avatar', async () => {
    const admin = await ctx.signIn('admin');
    const tomId = world.users.tom.tutorId!;
    const { body } = await call<AvatarBody>(setAvatar(admin, fileOf(PNG, 'x.png'), 'Tutor', tomId));
    const rows = await ctx.db
      .select({ id: tutors.id, url: avatarUrlOf('Tutor', tutors.id) })
      .from(tutors)
      .where(eq(tutors.id, tomId));
    expect(rows).toEqual([{ id: tomId, url: body.avatar.url }]);
    const none = await ctx.db
      .select({ url: avatarUrlOf('Employee', employees.id) })
      .from(employees)
      .where(eq(employees.id, world.users.advisor.employeeId!));
    expect(none).toEqual([{ url: null }]);
  });

  it("points the tutor record's avatarUrl at the avatar", async () => {
    const admin = await ctx.signIn('admin');
    const tomId = world.users.tom.tutorId!;
    const { body } = await call<AvatarBody>(setAvatar(admin, fileOf(PNG, 'x.png'), 'Tutor', tomId));
    const tutor = await call<{ tutor: { avatarUrl: string | null } }>(
      admin.get(`/api/v2/tutors/${tomId}`),
    );
    expect(tutor.body.tutor.avatarUrl).toBe(body.avatar.url);
  });

  it('serves an avatar only to those who may read its record (404 to others)', async () => {
    const sam = await ctx.signIn('sam');
    const samId = world.students.sam;
    await setAvatar(sam, fileOf(GIF, 'me.gif'), 'Student', samId);
    await setAvatar(sam, fileOf(GIF, 'me.gif'), 'User', world.users.sam.id);
    const studentAvatar = `/api/v2/avatars/Student/${samId}`;
    const userAvatar = `/api/v2/avatars/User/${world.users.sam.id}`;
    // Sam, their tutor Tia and staff see Sam's photo; Pam, another student's parent, does not.
    for (const login of ['sam', 'tia', 'advisor'] as const)
      expect((await (await ctx.signIn(login)).get(studentAvatar)).status, login).toBe(200);
    const pam = await ctx.signIn('pam');
    expect((await pam.get(studentAvatar)).status).toBe(404);
    // A user's own avatar: themself and staff, nobody else.
    expect((await sam.get(userAvatar)).status).toBe(200);
    expect((await (await ctx.signIn('advisor')).get(userAvatar)).status).toBe(200);
    expect((await (await ctx.signIn('tia')).get(userAvatar)).status).toBe(404);
    expect((await (await ctx.signIn('nobody')).get(userAvatar)).status).toBe(404);
  });

  it('serves avatars to signed-in users only', async () => {
    const anonymous = new TestAgent(ctx.app);
    expect((await anonymous.get(`/api/v2/avatars/Tutor/${world.users.tia.tutorId}`)).status).toBe(
      401,
    );
  });

  it('answers a broken multipart body with a 400 saying so, and stores nothing', async () => {
    const admin = await ctx.signIn('admin');
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=b']) {
      const { status, body } = await call<ErrorBody>(
        admin.request('POST', '/api/v2/avatars', {
          headers: { 'Content-Type': contentType },
          body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        }),
      );
      expect(status).toBe(400);
      expect(body).toEqual({
        error: 'Malformed FormData request. Failed to parse body as FormData.',
      });
    }
    expect(store.keys()).toEqual([]);
  });
});
