import { describe, expect, it } from 'vitest';
import { isBackofficeUrl } from './homeUrl.ts';

describe('isBackofficeUrl', () => {
  it('accepts /admin and the pages under it', () => {
    expect(isBackofficeUrl('/admin')).toBe(true);
    expect(isBackofficeUrl('/admin/courses')).toBe(true);
  });

  it('refuses the other apps, including paths that merely start with "admin"', () => {
    expect(isBackofficeUrl('/tutor/schedule')).toBe(false);
    expect(isBackofficeUrl('/administration')).toBe(false);
  });
});
