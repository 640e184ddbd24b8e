import { z } from 'zod';
import type { uploads } from '../../db/schema/index.ts';

type UploadRow = typeof uploads.$inferSelect;

/** An upload on the wire (spec §3): where to fetch it, and the record it is attached to. */
export const uploadRecord = z
  .object({
    id: z.number().int(),
    url: z.string(),
    thumbnailUrl: z.string().nullable(),
    fileName: z.string(),
    attachableId: z.number().int(),
    attachableType: z.string(),
    contentType: z.string(),
    byteSize: z.number().int(),
    uploadedById: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Upload' });
export type UploadWire = z.infer<typeof uploadRecord>;

export function uploadFileUrl(id: number): string {
  return `/api/v2/uploads/${id}/file`;
}

/**
 * No thumbnails are rendered: an image is its own thumbnail (browsers scale it), other files
 * have none and the apps show an icon.
 */
export function toUploadWire(row: UploadRow): UploadWire {
  const url = uploadFileUrl(row.id);
  return {
    id: row.id,
    url,
    thumbnailUrl: row.contentType.startsWith('image/') ? url : null,
    fileName: row.fileName,
    attachableId: row.attachableId,
    attachableType: row.attachableType,
    contentType: row.contentType,
    byteSize: row.byteSize,
    uploadedById: row.uploadedById,
    createdAt: row.createdAt.toISOString(),
  };
}
