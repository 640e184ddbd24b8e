import { MAX_PER_PAGE, type ListMeta } from '@tp/domain';
import { DEFAULT_API_URL } from './api-paths.ts';
import type { HttpClient } from './http-client.ts';
import { readListMeta } from './list-params.ts';

/** An uploaded file as the API answers it (spec §3 "Upload"). */
export interface UploadedFile {
  id: number;
  url: string;
  thumbnailUrl: string | null;
  fileName: string;
  attachableId: number;
  attachableType: string;
}

/** What a file is attached to, e.g. `{ attachableType: 'Session', attachableId: 42 }`. */
export interface Attachable {
  attachableId: number;
  attachableType: string;
}

export interface AvatarTarget {
  avatarableId: number;
  /** The owner's type, e.g. 'Tutor', 'Student', 'Employee'. */
  avatarableType: string;
}

export interface UploadsApi {
  uploadFile(request: Attachable & { file: Blob; fileName?: string }): Promise<UploadedFile>;
  listUploads(attachable: Attachable): Promise<{ uploads: UploadedFile[]; meta?: ListMeta }>;
  deleteUpload(id: number): Promise<void>;
  uploadAvatar(request: AvatarTarget & { file: Blob; fileName?: string }): Promise<{ url: string }>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The name a Blob is sent under: a File keeps its own, a bare Blob needs one. */
function nameOf(file: Blob, fileName: string | undefined): string {
  if (fileName) return fileName;
  // Read structurally: a File from another realm (a test's, a frame's) is still a File.
  const { name } = file as Blob & { name?: unknown };
  return typeof name === 'string' && name !== '' ? name : 'file';
}

function readMember(json: unknown, key: string, url: string): Record<string, unknown> {
  const member = isRecord(json) ? json[key] : undefined;
  if (!isRecord(member)) throw new Error(`The answer of ${url} has no "${key}".`);
  return member;
}

/**
 * The upload calls (spec §7 "Uploads") over the app's HTTP client, so each sends the session
 * cookie, the CSRF header and the spoof header; a FormData body goes out as multipart with
 * the browser's boundary (the client sets no Content-Type for it):
 *
 * - uploadFile   POST   {apiUrl}/uploads.json  multipart file, attachableId, attachableType -> `upload`
 * - listUploads  GET    {apiUrl}/uploads?attachableId&attachableType&per=1000 -> `uploads`, `meta`
 * - deleteUpload DELETE {apiUrl}/uploads/{id}
 * - uploadAvatar POST   {apiUrl}/avatars       multipart file, avatarableType, avatarableId -> `avatar.url`
 *
 * Failures reject with the client's HttpError: its message is the catalogue sentence
 * (a 422's errors joined, e.g. "File type is not supported.").
 */
export function createUploadsApi(
  httpClient: HttpClient,
  apiUrl: string = DEFAULT_API_URL,
): UploadsApi {
  return {
    async uploadFile({ file, fileName, attachableId, attachableType }) {
      const body = new FormData();
      body.append('file', file, nameOf(file, fileName));
      body.append('attachableId', String(attachableId));
      body.append('attachableType', attachableType);
      const url = `${apiUrl}/uploads.json`;
      const { json } = await httpClient(url, { method: 'POST', body });
      return readMember(json, 'upload', url) as unknown as UploadedFile;
    },

    async listUploads({ attachableId, attachableType }) {
      const url = `${apiUrl}/uploads`;
      const { json } = await httpClient(url, {
        // A session's files are few; the uploader shows them all on one page.
        query: { attachableId, attachableType, per: MAX_PER_PAGE },
      });
      const uploads = isRecord(json) ? json.uploads : undefined;
      if (!Array.isArray(uploads)) throw new Error(`The answer of ${url} has no "uploads" list.`);
      return { uploads: uploads as UploadedFile[], meta: readListMeta(json) };
    },

    async deleteUpload(id) {
      await httpClient(`${apiUrl}/uploads/${id}`, { method: 'DELETE' });
    },

    async uploadAvatar({ file, fileName, avatarableId, avatarableType }) {
      const body = new FormData();
      body.append('file', file, nameOf(file, fileName));
      body.append('avatarableType', avatarableType);
      body.append('avatarableId', String(avatarableId));
      const url = `${apiUrl}/avatars`;
      const { json } = await httpClient(url, { method: 'POST', body });
      const avatar = readMember(json, 'avatar', url);
      if (typeof avatar.url !== 'string')
        throw new Error(`The answer of ${url} has no avatar url.`);
      return { url: avatar.url };
    },
  };
}
