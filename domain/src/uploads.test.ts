import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BATCH_BYTES,
  MAX_UPLOAD_FILE_BYTES,
  MIME,
  attachmentContentType,
  canAttachFiles,
  canDeleteUpload,
  canSetAvatar,
  avatarContentType,
  checkAttachmentQueue,
  checkAvatarFile,
  looksLikeText,
  typeNotSupportedMessage,
} from './uploads.ts';

const file = (name: string, size: number, type: string) => ({ name, size, type });
const MB = 1024 * 1024;

describe('upload limits', () => {
  it('are 3 MB a file and 5 MB a batch, in bytes', () => {
    expect(MAX_UPLOAD_FILE_BYTES).toBe(3145728);
    expect(MAX_UPLOAD_BATCH_BYTES).toBe(5242880);
  });
});

describe('checkAttachmentQueue', () => {
  it('accepts allowed files within the limits', () => {
    expect(
      checkAttachmentQueue([
        file('a.pdf', 2 * MB, 'application/pdf'),
        file('b.csv', 10, 'text/csv'),
      ]),
    ).toBeNull();
  });

  it('accepts a file of exactly 3 MB', () => {
    expect(checkAttachmentQueue([file('a.png', MAX_UPLOAD_FILE_BYTES, 'image/png')])).toBeNull();
  });

  it('refuses a file over 3 MB with the spec message', () => {
    expect(checkAttachmentQueue([file('a.png', MAX_UPLOAD_FILE_BYTES + 1, 'image/png')])).toEqual({
      kind: 'fileTooLarge',
      fileName: 'a.png',
      message: 'It looks like that file is larger than 3MB.',
    });
  });

  it('refuses files together over 5 MB with the spec message', () => {
    const problem = checkAttachmentQueue([
      file('a.png', 3 * MB, 'image/png'),
      file('b.png', 2 * MB + 1, 'image/png'),
    ]);
    expect(problem?.message).toBe('It looks like all your attachments exceed the 5MB limit.');
  });

  it('counts files queued earlier towards the 5 MB', () => {
    expect(checkAttachmentQueue([file('b.png', 2 * MB, 'image/png')], 3 * MB + 1)?.kind).toBe(
      'batchTooLarge',
    );
  });

  it('refuses an unsupported type naming the file', () => {
    expect(checkAttachmentQueue([file('setup.exe', 10, 'application/x-msdownload')])?.message).toBe(
      "It looks like setup.exe can't be uploaded since file type is not supported",
    );
  });

  it.each([
    'image/jpeg',
    'image/jpg',
    'image/gif',
    'image/png',
    'application/pdf',
    'application/rtf',
    'text/plain',
    'text/csv',
    'application/msword',
    'application/vnd.ms-excel',
    MIME.docx,
    MIME.xlsx,
    'application/octet-stream',
  ])('lets the browser type %s through', (type) => {
    expect(checkAttachmentQueue([file('x', 1, type)])).toBeNull();
  });

  it('checks sizes before types', () => {
    expect(checkAttachmentQueue([file('big.exe', 4 * MB, 'application/x-msdownload')])?.kind).toBe(
      'fileTooLarge',
    );
  });
});

describe('checkAvatarFile', () => {
  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/bmp', 'image/gif'])(
    'accepts %s',
    (type) => {
      expect(checkAvatarFile(file('me', 10, type))).toBeNull();
    },
  );

  it('refuses a pdf', () => {
    expect(checkAvatarFile(file('me.pdf', 10, 'application/pdf'))?.message).toBe(
      typeNotSupportedMessage('me.pdf'),
    );
  });

  it('refuses an image over 3 MB', () => {
    expect(checkAvatarFile(file('me.png', 4 * MB, 'image/png'))?.kind).toBe('fileTooLarge');
  });
});

describe('looksLikeText', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('accepts UTF-8 text', () => {
    expect(looksLikeText(bytes('name,score\nJosé,1500\n'))).toBe(true);
  });

  it('refuses bytes with a NUL', () => {
    expect(looksLikeText(bytes('a\u0000b'))).toBe(false);
  });

  it('refuses invalid UTF-8', () => {
    expect(looksLikeText(Uint8Array.from([0x61, 0xff, 0xfe, 0x62]))).toBe(false);
  });

  it('refuses an empty file', () => {
    expect(looksLikeText(new Uint8Array())).toBe(false);
  });
});

describe('attachmentContentType', () => {
  const sniffed = (fileName: string, detectedMime: string | undefined, isText = false) => ({
    fileName,
    detectedMime,
    isText,
  });

  it('keeps an allowed detected type whatever the name says', () => {
    expect(attachmentContentType(sniffed('scan.txt', 'application/pdf'))).toBe('application/pdf');
  });

  it('refuses a program named like a pdf', () => {
    expect(attachmentContentType(sniffed('report.pdf', 'application/x-msdownload'))).toBeNull();
  });

  it('refuses a plain zip archive', () => {
    expect(attachmentContentType(sniffed('notes.docx', 'application/zip'))).toBeNull();
  });

  it('names an OLE container by its extension, .doc or .xls only', () => {
    expect(attachmentContentType(sniffed('a.doc', 'application/x-cfb'))).toBe(MIME.msword);
    expect(attachmentContentType(sniffed('a.XLS', 'application/x-cfb'))).toBe(MIME.excel);
    expect(attachmentContentType(sniffed('a.msi', 'application/x-cfb'))).toBeNull();
  });

  it('takes undetected text as csv or plain text by name', () => {
    expect(attachmentContentType(sniffed('a.csv', undefined, true))).toBe(MIME.csv);
    expect(attachmentContentType(sniffed('a.log', undefined, true))).toBe(MIME.text);
  });

  it('refuses undetected binary content', () => {
    expect(attachmentContentType(sniffed('a.txt', undefined, false))).toBeNull();
  });
});

describe('avatarContentType', () => {
  it('accepts the four image types only', () => {
    expect(avatarContentType({ fileName: 'a', detectedMime: 'image/bmp', isText: false })).toBe(
      'image/bmp',
    );
    expect(
      avatarContentType({ fileName: 'a.png', detectedMime: 'image/webp', isText: false }),
    ).toBeNull();
    expect(
      avatarContentType({ fileName: 'a.png', detectedMime: undefined, isText: true }),
    ).toBeNull();
  });
});

describe('canAttachFiles', () => {
  it('lets staff and tutors attach files', () => {
    expect(canAttachFiles(['admin'])).toBe(true);
    expect(canAttachFiles(['advisor'])).toBe(true);
    expect(canAttachFiles(['tutor'])).toBe(true);
  });

  it('does not let students or parents attach files', () => {
    expect(canAttachFiles(['student'])).toBe(false);
    expect(canAttachFiles(['parent'])).toBe(false);
  });

  it("lets only staff attach a message's files (to a course, a student or a message)", () => {
    for (const type of ['Course', 'Student', 'Message'] as const) {
      expect(canAttachFiles(['advisor'], type)).toBe(true);
      expect(canAttachFiles(['tutor'], type)).toBe(false);
      expect(canAttachFiles(['parent'], type)).toBe(false);
    }
    expect(canAttachFiles(['tutor'], 'Session')).toBe(true);
  });
});

describe('canDeleteUpload', () => {
  it('lets the uploader delete', () => {
    expect(canDeleteUpload({ id: 5, roles: ['tutor'] }, { uploadedById: 5 })).toBe(true);
  });

  it("lets staff delete anyone's upload", () => {
    expect(canDeleteUpload({ id: 1, roles: ['admin'] }, { uploadedById: 5 })).toBe(true);
  });

  it('does not let another tutor delete', () => {
    expect(canDeleteUpload({ id: 6, roles: ['tutor'] }, { uploadedById: 5 })).toBe(false);
    expect(canDeleteUpload({ id: 6, roles: ['tutor'] }, { uploadedById: null })).toBe(false);
  });
});

describe('canSetAvatar', () => {
  const tutor = { id: 10, roles: ['tutor' as const], tutorId: 3, employeeId: 3, studentId: null };
  const student = {
    id: 20,
    roles: ['student' as const],
    tutorId: null,
    employeeId: null,
    studentId: 7,
  };

  it('lets a user set their own avatar under each of their records', () => {
    expect(canSetAvatar(tutor, { type: 'User', id: 10 })).toBe(true);
    expect(canSetAvatar(tutor, { type: 'Tutor', id: 3 })).toBe(true);
    expect(canSetAvatar(tutor, { type: 'Employee', id: 3 })).toBe(true);
    expect(canSetAvatar(student, { type: 'Student', id: 7 })).toBe(true);
  });

  it("refuses someone else's avatar", () => {
    expect(canSetAvatar(tutor, { type: 'Tutor', id: 4 })).toBe(false);
    expect(canSetAvatar(tutor, { type: 'Student', id: 7 })).toBe(false);
    expect(canSetAvatar(student, { type: 'User', id: 10 })).toBe(false);
  });

  it("lets staff set anyone's avatar", () => {
    const admin = {
      id: 1,
      roles: ['admin' as const],
      tutorId: null,
      employeeId: 1,
      studentId: null,
    };
    expect(canSetAvatar(admin, { type: 'Tutor', id: 4 })).toBe(true);
  });
});
