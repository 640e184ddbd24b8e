import {
  canAttachFiles,
  canDeleteUpload,
  canSetAvatar,
  ruleOf,
  usersContract,
  type AuthUser,
  type AvatarableType,
} from '@tp/domain';
import { CSV, GIF } from '../../storage/testing/sample-files.ts';
import { allowed, refused } from './matrix-cells.ts';
import type { ReadOracle } from './read-scope-oracle.ts';
import { distinct, type RouteRule } from './route-rules.ts';

/**
 * The rules of the file routes: files follow the session they are attached to (domain's
 * `canAttachFiles`, `canDeleteUpload`); avatars are set by domain's `canSetAvatar` and seen
 * as their record is.
 */

const sessionLabel = (oracle: ReadOracle, actor: AuthUser, id: number) => {
  const session = oracle.record('sessions', id);
  return `${session && oracle.isOwn(actor, 'sessions', session) ? 'own' : "someone else's"} session #${id}`;
};

const attachForm = (sessionId: number) => () => {
  const form = new FormData();
  form.append('attachableType', 'Session');
  form.append('attachableId', String(sessionId));
  form.append('file', new File([CSV], 'matrix.csv', { type: 'text/csv' }));
  return form;
};

const avatarForm = (type: AvatarableType, id: number) => () => {
  const form = new FormData();
  form.append('avatarableType', type);
  form.append('avatarableId', String(id));
  form.append('file', new File([GIF], 'matrix.gif', { type: 'image/gif' }));
  return form;
};

export const attachFiles: RouteRule = (actor, { oracle }) =>
  distinct(
    oracle.records('sessions').map((session) => {
      const id = session.id as number;
      return {
        target: sessionLabel(oracle, actor, id),
        request: { method: 'POST', path: '', form: attachForm(id) },
        // Students and parents may not attach files; a session one may not read is not found.
        expected: !canAttachFiles(actor.roles)
          ? refused(403)
          : oracle.canRead(actor, 'sessions', session)
            ? allowed(201)
            : refused(404),
      };
    }),
  );

export const uploadsOfSession: RouteRule = (actor, { oracle }) =>
  distinct(
    oracle.records('sessions').map((session) => {
      const id = session.id as number;
      return {
        target: sessionLabel(oracle, actor, id),
        request: {
          method: 'GET',
          path: `/api/v2/uploads?attachableType=Session&attachableId=${id}`,
        },
        expected: oracle.canRead(actor, 'sessions', session) ? allowed(200) : refused(404),
        check: (json) =>
          ((json as { uploads?: { attachableId: number }[] } | null)?.uploads ?? [])
            .filter((upload) => upload.attachableId !== id)
            .map(() => ({ kind: 'leak' as const, message: `lists a file of another session` })),
      };
    }),
  );

/** Each upload, readable when its session is. */
export const oneUpload =
  (method: 'GET' | 'DELETE', suffix: string): RouteRule =>
  (actor, { oracle, snapshot }) =>
    distinct(
      snapshot.uploads.map((upload) => {
        const session = oracle.record('sessions', upload.attachableId);
        const readable = session !== undefined && oracle.canRead(actor, 'sessions', session);
        const expected = !readable
          ? refused(404)
          : method === 'GET'
            ? allowed(200)
            : canDeleteUpload(actor, upload)
              ? allowed(204)
              : refused(403);
        const whose = upload.uploadedById === actor.id ? 'own' : "someone else's";
        return {
          target: `${whose} upload #${upload.id} on ${sessionLabel(oracle, actor, upload.attachableId)}`,
          request: { method, path: `/api/v2/uploads/${upload.id}${suffix}` },
          expected,
        };
      }),
    );

const isOwnAvatarable = (actor: AuthUser, type: AvatarableType, id: number) =>
  ({ User: actor.id, Tutor: actor.tutorId, Employee: actor.employeeId, Student: actor.studentId })[
    type
  ] === id;

/**
 * An avatar follows the record it belongs to, as files follow theirs: a tutor's is seen by
 * whoever may read the tutor, a student's by whoever may read the student; a user's or an
 * employee's by themself and by whoever may read user accounts (staff).
 */
function mayReadAvatarOf(
  actor: AuthUser,
  oracle: ReadOracle,
  type: AvatarableType,
  id: number,
): boolean {
  const readable = (resource: 'tutors' | 'students' | 'users') => {
    const record = oracle.record(resource, id);
    return record !== undefined && oracle.canRead(actor, resource, record);
  };
  switch (type) {
    case 'Tutor':
      return readable('tutors');
    case 'Student':
      return readable('students');
    case 'User':
      return actor.id === id || readable('users');
    case 'Employee':
      return actor.employeeId === id || ruleOf(usersContract, 'read').reach(actor) !== 'none';
  }
}

export const setAvatar: RouteRule = (actor, { oracle }) => {
  const ids = (resource: 'users' | 'tutors' | 'students') =>
    oracle.records(resource).map((r) => r.id as number);
  const avatarables: { type: AvatarableType; id: number }[] = [
    ...ids('users').map((id) => ({ type: 'User' as const, id })),
    ...ids('tutors').map((id) => ({ type: 'Tutor' as const, id })),
    // A tutor's id is their employee id; every staff member's own employee record too.
    ...[...ids('tutors'), ...(actor.employeeId ? [actor.employeeId] : [])].map((id) => ({
      type: 'Employee' as const,
      id,
    })),
    ...ids('students').map((id) => ({ type: 'Student' as const, id })),
  ];
  return distinct(
    avatarables.map((avatarable) => ({
      target: `${isOwnAvatarable(actor, avatarable.type, avatarable.id) ? 'own' : "someone else's"} ${avatarable.type} #${avatarable.id}`,
      request: { method: 'POST', path: '', form: avatarForm(avatarable.type, avatarable.id) },
      expected: canSetAvatar(actor, avatarable) ? allowed(200) : refused(403),
    })),
  );
};

export const avatarImage: RouteRule = (actor, { oracle, snapshot }) =>
  snapshot.avatars.map(({ avatarableType, avatarableId }) => {
    const type = avatarableType as AvatarableType;
    const whose = isOwnAvatarable(actor, type, avatarableId) ? 'own' : "someone else's";
    return {
      target: `${whose} ${type} #${avatarableId}'s avatar`,
      request: { method: 'GET', path: `/api/v2/avatars/${type}/${avatarableId}` },
      expected: mayReadAvatarOf(actor, oracle, type, avatarableId) ? allowed(200) : refused(404),
    };
  });
