import type { Context } from 'hono';
import {
  MAX_UPLOAD_FILE_BYTES,
  UPLOAD_MESSAGES,
  auditChanges,
  attachmentContentType,
  canAttachFiles,
  canDeleteUpload,
  listMeta,
  typeNotSupportedMessage,
  type AttachableType,
} from '@tp/domain';
import { and, asc, eq } from 'drizzle-orm';
import { requireUser } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { AppEnv, CurrentUser } from '../../http/context.ts';
import { Forbidden, Invalid, NotFound } from '../../http/errors.ts';
import { recordAuditEvent, type AuditCall } from '../../resources/audit-recorder.ts';
import { cleanFileName } from '../../storage/file-name.ts';
import { fileResponse } from '../../storage/file-response.ts';
import { newStorageKey } from '../../storage/file-store.ts';
import { sniffFile } from '../../storage/sniff.ts';
import { canReadAttachable } from './attachables.ts';
import { toUploadWire } from './upload-wire.ts';
import type { AttachableParams, UploadForm } from './uploads.schemas.ts';

const NOT_FOUND = 'Upload not found.';

/** The upload with this id, if the caller may read the record it is attached to. */
async function findReadableUpload(c: Context<AppEnv>, user: CurrentUser, id: number) {
  const { db } = c.get('deps');
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  const attachable = row && { type: row.attachableType as AttachableType, id: row.attachableId };
  if (!row || !attachable || !(await canReadAttachable(db, user, attachable)))
    throw new NotFound(NOT_FOUND);
  return row;
}

/** A file added or deleted, on its upload's history (its store key left out). */
function recordUploadEvent(
  tx: Db,
  call: AuditCall,
  action: 'create' | 'delete',
  before: typeof uploads.$inferSelect | null,
  after: typeof uploads.$inferSelect | null,
): Promise<void> {
  const wire = (row: typeof uploads.$inferSelect | null) => row && toUploadWire(row);
  return recordAuditEvent(tx, call, {
    recordType: 'Upload',
    recordId: (after ?? before)!.id,
    action,
    changes: auditChanges(wire(before), wire(after)),
  });
}

export async function createUpload(c: Context<AppEnv>, { file, ...target }: UploadForm) {
  const user = requireUser(c);
  if (!canAttachFiles(user.roles, target.attachableType))
    throw new Forbidden('You are not allowed to attach files.');
  const { db, clock } = c.get('deps');
  if (
    !(await canReadAttachable(db, user, { type: target.attachableType, id: target.attachableId }))
  )
    throw new NotFound(`${target.attachableType} not found.`);
  if (file.size > MAX_UPLOAD_FILE_BYTES)
    throw new Invalid({ base: [UPLOAD_MESSAGES.fileTooLarge] });

  const bytes = new Uint8Array(await file.arrayBuffer());
  const fileName = cleanFileName(file.name);
  const contentType = attachmentContentType(await sniffFile(fileName, bytes));
  if (!contentType) throw new Invalid({ base: [typeNotSupportedMessage(fileName)] });

  const store = c.get('deps').files;
  const storageKey = newStorageKey(c.get('deps').crypto, 'uploads', clock.now());
  await store.put(storageKey, bytes, contentType);
  try {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(uploads)
        .values({
          attachableType: target.attachableType,
          attachableId: target.attachableId,
          fileName,
          contentType,
          byteSize: bytes.byteLength,
          storageKey,
          uploadedById: user.id,
          createdAt: now,
        })
        .returning();
      await recordUploadEvent(tx, { user, now }, 'create', null, created!);
      return created!;
    });
    return c.json({ upload: toUploadWire(row) }, 201);
  } catch (error) {
    // No row names the bytes: remove them rather than leave an orphan in the store.
    await store.delete(storageKey);
    throw error;
  }
}

export async function listUploads(c: Context<AppEnv>, target: AttachableParams) {
  const user = requireUser(c);
  const { db } = c.get('deps');
  if (
    !(await canReadAttachable(db, user, { type: target.attachableType, id: target.attachableId }))
  )
    throw new NotFound(`${target.attachableType} not found.`);
  const rows = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.attachableType, target.attachableType),
        eq(uploads.attachableId, target.attachableId),
      ),
    )
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
  return c.json({
    uploads: rows.map(toUploadWire),
    meta: listMeta(rows.length, 1, rows.length),
  });
}

export async function showUpload(c: Context<AppEnv>, id: number) {
  const row = await findReadableUpload(c, requireUser(c), id);
  return c.json({ upload: toUploadWire(row) });
}

export async function downloadUpload(c: Context<AppEnv>, id: number) {
  const row = await findReadableUpload(c, requireUser(c), id);
  const bytes = await c.get('deps').files.get(row.storageKey);
  if (!bytes) throw new NotFound(NOT_FOUND);
  return fileResponse(c, bytes, {
    contentType: row.contentType,
    fileName: row.fileName,
    // The bytes under an id never change; only who may read them does, so no shared caches.
    cacheControl: 'private, max-age=3600',
  });
}

export async function deleteUpload(c: Context<AppEnv>, id: number) {
  const user = requireUser(c);
  const row = await findReadableUpload(c, user, id);
  if (!canDeleteUpload(user, row))
    throw new Forbidden('Only the person who added a file, or staff, may delete it.');
  const { db, clock } = c.get('deps');
  await db.transaction(async (tx) => {
    await tx.delete(uploads).where(eq(uploads.id, row.id));
    await recordUploadEvent(tx, { user, now: clock.now() }, 'delete', row, null);
  });
  await c.get('deps').files.delete(row.storageKey);
  return c.body(null, 204);
}
