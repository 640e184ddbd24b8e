import { hasRole, isStaff } from './roles.ts';
import type { AuthUser } from './auth-user.ts';

/**
 * Attachment and avatar rules (spec: sign-in-exams-and-shared §5, §8, §9). The client's uploader
 * checks a queue with them before sending; the server checks every file again, by its content.
 */

/** Each file at most 3 MB. */
export const MAX_UPLOAD_FILE_BYTES = 3_145_728;
/** All queued files together (and one upload request) at most 5 MB. */
export const MAX_UPLOAD_BATCH_BYTES = 5_242_880;
/** The avatar crop's output: a 750 pixel square. */
export const AVATAR_CROP_SIZE = 750;

/**
 * The records files may be attached to (spec §3: attachableType Session). A message's files
 * are first attached to what it is about (a Course or a Student) by the compose dialog, then
 * moved to the Message when it is sent (staff only).
 */
export const ATTACHABLE_TYPES = ['Session', 'Course', 'Student', 'Message'] as const;
export type AttachableType = (typeof ATTACHABLE_TYPES)[number];
/** The attachable types of messages' files: only staff attach to them. */
export const MESSAGE_ATTACHABLE_TYPES: readonly AttachableType[] = ['Course', 'Student', 'Message'];
/** A message carries at most this many files (each 3 MB, 5 MB together: the uploader's rules). */
export const MESSAGE_UPLOADS_MAX = 10;

/** The records an avatar may belong to. */
export const AVATARABLE_TYPES = ['User', 'Tutor', 'Employee', 'Student'] as const;
export type AvatarableType = (typeof AVATARABLE_TYPES)[number];

export const UPLOAD_ERROR_TITLE = 'Oops';
export const UPLOAD_MESSAGES = {
  fileTooLarge: 'It looks like that file is larger than 3MB.',
  batchTooLarge: 'It looks like all your attachments exceed the 5MB limit.',
  notAdded: 'Hmm, something is not right. The files could not be added.',
} as const;

/** "It looks like {file} can't be uploaded since file type is not supported" (no full stop). */
export function typeNotSupportedMessage(fileName: string): string {
  return `It looks like ${fileName} can't be uploaded since file type is not supported`;
}

export const MIME = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  rtf: 'application/rtf',
  text: 'text/plain',
  csv: 'text/csv',
  msword: 'application/msword',
  excel: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  octetStream: 'application/octet-stream',
} as const;

/**
 * Types the uploader lets through by the type the browser reports (spec §5). Octet-stream is
 * there because browsers report it for files they cannot name (a .csv on some systems); the
 * server then decides by the content, and stores only the types in ATTACHMENT_CONTENT_TYPES.
 */
export const ATTACHMENT_MIME_TYPES: readonly string[] = [
  MIME.jpeg,
  'image/jpg',
  MIME.gif,
  MIME.png,
  MIME.pdf,
  MIME.rtf,
  'text/rtf',
  MIME.text,
  MIME.csv,
  MIME.msword,
  MIME.excel,
  MIME.docx,
  MIME.xlsx,
  MIME.octetStream,
];

/** The content types an attachment may be stored as, decided from its bytes. */
export const ATTACHMENT_CONTENT_TYPES: readonly string[] = [
  MIME.jpeg,
  MIME.png,
  MIME.gif,
  MIME.pdf,
  MIME.rtf,
  MIME.text,
  MIME.csv,
  MIME.msword,
  MIME.excel,
  MIME.docx,
  MIME.xlsx,
];

/** The file input's `accept` (spec §5: images, postscript, pdf, msword). */
export const ATTACHMENT_INPUT_ACCEPT =
  'image/*,application/postscript,application/pdf,application/msword';

/** Avatars: jpg, png, bmp, gif only (spec §5). */
export const AVATAR_CONTENT_TYPES: readonly string[] = [MIME.jpeg, MIME.png, MIME.bmp, MIME.gif];
export const AVATAR_MIME_TYPES: readonly string[] = [...AVATAR_CONTENT_TYPES, 'image/jpg'];
export const AVATAR_INPUT_ACCEPT =
  '.jpg,.jpeg,.png,.bmp,.gif,image/jpeg,image/png,image/bmp,image/gif';

/** What the uploader knows of a queued file (a browser File has these). */
export interface QueuedFile {
  name: string;
  size: number;
  /** The type the browser reports; may be empty. */
  type: string;
}

export type UploadProblemKind = 'fileTooLarge' | 'batchTooLarge' | 'typeNotSupported';

export interface UploadProblem {
  kind: UploadProblemKind;
  /** The file at fault (none for the batch limit). */
  fileName: string | null;
  message: string;
}

function problem(kind: UploadProblemKind, fileName: string | null): UploadProblem {
  const message =
    kind === 'typeNotSupported' ? typeNotSupportedMessage(fileName ?? '') : UPLOAD_MESSAGES[kind];
  return { kind, fileName, message };
}

/**
 * The first reason a queue of attachments cannot be sent, or null, checked in the spec's order:
 * each file's size, the size of all of them together, then each file's type.
 * `alreadyQueuedBytes` counts files queued before these.
 */
export function checkAttachmentQueue(
  files: readonly QueuedFile[],
  alreadyQueuedBytes = 0,
): UploadProblem | null {
  const tooLarge = files.find((file) => file.size > MAX_UPLOAD_FILE_BYTES);
  if (tooLarge) return problem('fileTooLarge', tooLarge.name);
  const total = files.reduce((sum, file) => sum + file.size, alreadyQueuedBytes);
  if (total > MAX_UPLOAD_BATCH_BYTES) return problem('batchTooLarge', null);
  const unsupported = files.find(
    (file) => !ATTACHMENT_MIME_TYPES.includes(file.type.toLowerCase()),
  );
  if (unsupported) return problem('typeNotSupported', unsupported.name);
  return null;
}

/** The reason an avatar file cannot be sent, or null. */
export function checkAvatarFile(file: QueuedFile): UploadProblem | null {
  if (file.size > MAX_UPLOAD_FILE_BYTES) return problem('fileTooLarge', file.name);
  if (!AVATAR_MIME_TYPES.includes(file.type.toLowerCase()))
    return problem('typeNotSupported', file.name);
  return null;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Plain text, as far as bytes tell: valid UTF-8 without NUL bytes (an empty file is not text;
 * it is nothing). Binary formats nearly always hold a NUL or an invalid UTF-8 sequence.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** What inspecting a file's bytes found (the server sniffs with file-type). */
export interface SniffedFile {
  fileName: string;
  /** The type the content's signature names, if any. */
  detectedMime: string | undefined;
  /** Whether the content is plain text (see `looksLikeText`). */
  isText: boolean;
}

/**
 * The content type to store an attachment as, or null when it is not allowed. Decided by the
 * content: the name only tells apart formats whose content is ambiguous (an OLE container is a
 * .doc or a .xls; text is .csv or plain).
 */
export function attachmentContentType(file: SniffedFile): string | null {
  const extension = extensionOf(file.fileName);
  if (file.detectedMime === 'application/x-cfb') {
    if (extension === 'doc') return MIME.msword;
    if (extension === 'xls') return MIME.excel;
    return null;
  }
  if (file.detectedMime !== undefined)
    return ATTACHMENT_CONTENT_TYPES.includes(file.detectedMime) ? file.detectedMime : null;
  if (!file.isText) return null;
  return extension === 'csv' ? MIME.csv : MIME.text;
}

/** The content type to store an avatar as, or null when it is not an allowed image. */
export function avatarContentType(file: SniffedFile): string | null {
  return file.detectedMime !== undefined && AVATAR_CONTENT_TYPES.includes(file.detectedMime)
    ? file.detectedMime
    : null;
}

/**
 * Who may attach files: staff, and tutors (to the sessions they can read). Students and
 * parents may read the files of their sessions but not add any.
 */
export function canAttachFiles(
  roles: readonly string[],
  type: AttachableType = 'Session',
): boolean {
  if (MESSAGE_ATTACHABLE_TYPES.includes(type)) return isStaff(roles);
  return isStaff(roles) || hasRole(roles, 'tutor');
}

/** An upload is removed by whoever added it, or by staff. */
export function canDeleteUpload(
  user: Pick<AuthUser, 'id' | 'roles'>,
  upload: { uploadedById: number | null },
): boolean {
  return isStaff(user.roles) || (upload.uploadedById !== null && upload.uploadedById === user.id);
}

/** Staff set anyone's avatar; everyone else only their own (as a User, Tutor, Employee, Student). */
export function canSetAvatar(
  user: Pick<AuthUser, 'id' | 'roles' | 'tutorId' | 'employeeId' | 'studentId'>,
  avatarable: { type: AvatarableType; id: number },
): boolean {
  if (isStaff(user.roles)) return true;
  switch (avatarable.type) {
    case 'User':
      return avatarable.id === user.id;
    case 'Tutor':
      return avatarable.id === user.tutorId;
    case 'Employee':
      return avatarable.id === user.employeeId;
    case 'Student':
      return avatarable.id === user.studentId;
  }
}
