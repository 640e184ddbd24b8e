import { describe, expect, it } from 'vitest';
import { sniffFile } from './sniff.ts';
import {
  BINARY,
  BMP,
  CSV,
  DOCX,
  EXE,
  GIF,
  JPEG,
  PDF,
  PLAIN_ZIP,
  PNG,
} from './testing/sample-files.ts';

describe('sniffFile', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['gif', GIF, 'image/gif'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['bmp', BMP, 'image/bmp'],
    ['pdf', PDF, 'application/pdf'],
    ['exe', EXE, 'application/x-msdownload'],
    ['plain zip', PLAIN_ZIP, 'application/zip'],
    ['docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('detects %s by its bytes', async (_label, bytes, mime) => {
    expect((await sniffFile('x.bin', bytes)).detectedMime).toBe(mime);
  });

  it('recognises text that has no signature', async () => {
    expect(await sniffFile('a.csv', CSV)).toEqual({
      fileName: 'a.csv',
      detectedMime: undefined,
      isText: true,
    });
  });

  it('finds nothing in unknown binary bytes', async () => {
    expect(await sniffFile('a.txt', BINARY)).toEqual({
      fileName: 'a.txt',
      detectedMime: undefined,
      isText: false,
    });
  });
});
