import { fileTypeFromBuffer } from 'file-type';
import { looksLikeText, type SniffedFile } from '@tp/domain';

/**
 * What a file's bytes say it is: file-type reads the signature (and inside zip containers,
 * which tells .docx and .xlsx from any zip); domain's `looksLikeText` recognises plain text.
 * The browser's claimed type and the name's extension decide nothing here.
 */
export async function sniffFile(fileName: string, bytes: Uint8Array): Promise<SniffedFile> {
  const detected = await fileTypeFromBuffer(bytes);
  return {
    fileName,
    detectedMime: detected?.mime,
    isText: detected === undefined && looksLikeText(bytes),
  };
}
