import { describe, expect, it } from 'vitest';
import { checkAttachmentQueue } from '@tp/domain';
import { noticeForUploadFailure, noticeForUploadProblem } from './upload-failure.ts';

const NOT_ADDED = 'Hmm, something is not right. The files could not be added.';

describe('noticeForUploadFailure', () => {
  it('shows the server’s sentence of a refusal', () => {
    // Shaped as the HTTP client's HttpError: the server's answer kept at body.response.
    const error = Object.assign(new Error('File is too large.'), {
      status: 422,
      body: {
        title: 'Hmm, something is not right',
        response: { error: 'Validation failed', errors: { file: ['is too large'] } },
      },
    });
    expect(noticeForUploadFailure(error)).toEqual({
      title: 'Oops',
      message: 'File is too large.',
    });
  });

  it('says the files could not be added after a server failure', () => {
    expect(
      noticeForUploadFailure({ status: 500, body: { error: 'Internal server error' } }),
    ).toEqual({ title: 'Oops', message: NOT_ADDED });
  });

  it('says the files could not be added when no answer came', () => {
    expect(noticeForUploadFailure(new TypeError('Failed to fetch')).message).toBe(NOT_ADDED);
  });
});

describe('noticeForUploadProblem', () => {
  it('titles a refused queue "Oops" with the rule’s message', () => {
    const problem = checkAttachmentQueue([
      { name: 'a.exe', size: 1, type: 'application/x-msdownload' },
    ]);
    expect(problem).not.toBeNull();
    expect(noticeForUploadProblem(problem!)).toEqual({
      title: 'Oops',
      message: "It looks like a.exe can't be uploaded since file type is not supported",
    });
  });
});
