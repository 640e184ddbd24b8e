import type { Context } from 'hono';
import {
  MAX_UPLOAD_FILE_BYTES,
  UPLOAD_MESSAGES,
  auditChanges,
  avatarContentType,
  canSetAvatar,
  typeNotSupportedMessage,
} from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import { requireUser } from '../../auth/require-user.ts';
import { avatars } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { Forbidden, Invalid, NotFound } from '../../http/errors.ts';
import { recordAuditEvent } from '../../resources/audit-recorder.ts';
import { cleanFileName } from '../../storage/file-name.ts';
import { fileResponse } from '../../storage/file-response.ts';
import { newStorageKey } from '../../storage/file-store.ts';
import { sniffFile } from '../../storage/sniff.ts';
import { avatarUrl } from './avatar-url.ts';
import { avatarableExists, canSeeAvatarOf } from './avatarables.ts';
import type { AvatarForm, AvatarPath } from './avatars.schemas.ts';

export async function setAvatar(c: Context<AppEnv>, form: AvatarForm) {
  const user = requireUser(c);
  const { avatarableType: type, avatarableId: id, file } = form;
  if (!canSetAvatar(user, { type, id }))
    throw new Forbidden('You are not allowed to change that avatar.');
  const { db, clock } = c.get('deps');
  if (!(await avatarableExists(db, { type, id }))) throw new NotFound(`${type} not found.`);
  if (file.size > MAX_UPLOAD_FILE_BYTES)
    throw new Invalid({ base: [UPLOAD_MESSAGES.fileTooLarge] });

  const bytes = new Uint8Array(await file.arrayBuffer());
  const fileName = cleanFileName(file.name);
  const contentType = avatarContentType(await sniffFile(fileName, bytes));
  if (!contentType) throw new Invalid({ base: [typeNotSupportedMessage(fileName)] });

  const store = c.get('deps').files;
  const now = clock.now();
  const storageKey = newStorageKey(c.get('deps').crypto, 'avatars', now);
  await store.put(storageKey, bytes, contentType);
  const values = {
    contentType,
    byteSize: bytes.byteLength,
    storageKey,
    uploadedById: user.id,
    createdAt: now,
  };
  let previousKey: string | null;
  try {
    previousKey = await db.transaction(async (tx) => {
      const [previous] = await tx
        .select({ storageKey: avatars.storageKey, byteSize: avatars.byteSize })
        .from(avatars)
        .where(and(eq(avatars.avatarableType, type), eq(avatars.avatarableId, id)))
        .for('update');
      await tx
        .insert(avatars)
        .values({ avatarableType: type, avatarableId: id, ...values })
        .onConflictDoUpdate({
          target: [avatars.avatarableType, avatars.avatarableId],
          set: values,
        });
      // On the record the picture is of: who changed it, and when (the image's own bytes and
      // store key stay out).
      await recordAuditEvent(
        tx,
        { user, now },
        {
          recordType: type,
          recordId: id,
          action: 'setAvatar',
          changes: auditChanges(
            { avatar: previous ? { byteSize: previous.byteSize } : null },
            { avatar: { contentType, byteSize: bytes.byteLength } },
          ),
        },
      );
      return previous?.storageKey ?? null;
    });
  } catch (error) {
    await store.delete(storageKey);
    throw error;
  }
  // The old image goes once the new one is recorded; a failure here leaves an orphan file only.
  if (previousKey) await store.delete(previousKey);
  return c.json({
    avatar: { url: avatarUrl(type, id, now), avatarableType: type, avatarableId: id },
  });
}

export async function showAvatar(c: Context<AppEnv>, { type, id }: AvatarPath) {
  const user = requireUser(c);
  const { db } = c.get('deps');
  // Someone one may not read has no avatar to them: the same 404 as a missing one.
  if (!(await canSeeAvatarOf(db, user, { type, id }))) throw new NotFound('Avatar not found.');
  const [row] = await db
    .select()
    .from(avatars)
    .where(and(eq(avatars.avatarableType, type), eq(avatars.avatarableId, id)))
    .limit(1);
  const bytes = row ? await c.get('deps').files.get(row.storageKey) : null;
  if (!row || !bytes) throw new NotFound('Avatar not found.');
  return fileResponse(c, bytes, {
    contentType: row.contentType,
    // The URL carries the version, so the image under it never changes.
    cacheControl: 'private, max-age=31536000, immutable',
  });
}
