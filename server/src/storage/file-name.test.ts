import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName } from './file-name.ts';

describe('cleanFileName', () => {
  it('keeps an ordinary name', () => {
    expect(cleanFileName('Essay draft (2).docx')).toBe('Essay draft (2).docx');
  });

  it('drops any directory part a browser sends', () => {
    expect(cleanFileName('C:\\Users\\me\\notes.txt')).toBe('notes.txt');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
  });

  it('removes control characters', () => {
    expect(cleanFileName('a\r\nb\u0000.pdf')).toBe('ab.pdf');
  });

  it('names an empty or dot-only name "file"', () => {
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName('..')).toBe('file');
  });

  it('shortens a long name to 255 characters, keeping the extension', () => {
    const cleaned = cleanFileName(`${'x'.repeat(300)}.pdf`);
    expect(cleaned).toHaveLength(255);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('José "best".pdf')).toBe(
      `attachment; filename="Jos_ _best_.pdf"; filename*=UTF-8''Jos%C3%A9%20%22best%22.pdf`,
    );
  });
});
