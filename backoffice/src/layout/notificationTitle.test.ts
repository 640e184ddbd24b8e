import { describe, expect, it } from 'vitest';
import {
  ERRORS_TITLE,
  EXAMS_SERVER_ERROR_MESSAGE,
  FORM_ERRORS_MESSAGE,
  SERVER_ERROR_MESSAGE,
  SERVER_ERROR_TITLE,
  STATUS_MESSAGES,
} from '@tp/domain';
import { notificationTitle } from './notificationTitle.ts';

describe('notificationTitle', () => {
  it('titles the server error sentence "Sorry, there has been a problem"', () => {
    expect(notificationTitle(SERVER_ERROR_MESSAGE, 'error')).toBe(SERVER_ERROR_TITLE);
  });

  it('titles the exams’ server error sentence the same (spec §8 Exams and files)', () => {
    expect(notificationTitle(EXAMS_SERVER_ERROR_MESSAGE, 'error')).toBe(SERVER_ERROR_TITLE);
  });

  it('titles a status default sentence with that status title', () => {
    const forbidden = STATUS_MESSAGES[403];
    expect(notificationTitle(forbidden!.message, 'error')).toBe(forbidden!.title);
  });

  it('titles the invalid-form sentence "Error", as the spec pairs them', () => {
    expect(notificationTitle(FORM_ERRORS_MESSAGE, 'error')).toBe('Error');
  });

  it('titles any other error "Hmm, something is not right"', () => {
    expect(notificationTitle("Starts at can't be blank.", 'error')).toBe(ERRORS_TITLE);
  });

  it('gives success and info toasts no title', () => {
    expect(notificationTitle('Updated course status', 'success')).toBeUndefined();
    expect(notificationTitle('Element updated', 'info')).toBeUndefined();
  });
});
