import { crc32 } from 'node:zlib';
import { concatBytes } from '../../platform/bytes.ts';

/** Small files with real signatures, for tests that check types by content. */

const encoder = new TextEncoder();
const text = (value: string) => encoder.encode(value);

/** A 1x1 transparent PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
/** A 1x1 GIF. */
export const GIF = Uint8Array.from(
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
);
export const JPEG = concatBytes([
  Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  text('JFIF\0'),
  new Uint8Array(32),
]);
export const BMP = concatBytes([text('BM'), new Uint8Array(60)]);
export const PDF = text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
export const CSV = text('name,score\nJosé,1500\n');
/** A Windows program (MZ header): what a disguised ".pdf" really is. */
export const EXE = concatBytes([text('MZ'), new Uint8Array(200)]);
/** Bytes that are neither a known format nor text. */
export const BINARY = Uint8Array.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10, 0x80]);

/** A zip of stored (uncompressed) entries: enough for file-type to look inside. */
export function storedZip(entries: Record<string, string>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = text(name);
    const data = text(content);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    const localEntry = concatBytes([new Uint8Array(local.buffer), nameBytes, data]);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, data.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    centrals.push(concatBytes([new Uint8Array(central.buffer), nameBytes]));
    locals.push(localEntry);
    offset += localEntry.length;
  }
  const directory = concatBytes(centrals);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, centrals.length, true);
  end.setUint16(10, centrals.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, offset, true);
  return concatBytes([...locals, directory, new Uint8Array(end.buffer)]);
}

const DOCX_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
export const DOCX = storedZip({
  '[Content_Types].xml': DOCX_TYPES,
  'word/document.xml': '<w:document/>',
});
export const PLAIN_ZIP = storedZip({ 'notes.txt': 'hello' });

/** A browser File of `bytes` named `name`, claiming `type`. */
export function fileOf(bytes: Uint8Array, name: string, type = 'application/octet-stream'): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
}
