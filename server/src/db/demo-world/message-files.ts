import type { FileStore } from '../../storage/file-store.ts';
import type { UploadRow } from './types.ts';

/** A file staff attached to a demo message: its name, type and the lines it reads. */
interface DemoFile {
  fileName: string;
  contentType: 'application/pdf' | 'text/plain';
  title: string;
  lines: readonly string[];
}

/** The files of the demo messages: small, written at seeding time, the same every time. */
export const DEMO_MESSAGE_FILES: readonly DemoFile[] = [
  {
    fileName: 'Homework plan.pdf',
    contentType: 'application/pdf',
    title: 'Homework plan',
    lines: [
      'Week 1: finish the practice set from the last session.',
      'Week 2: review the unit notes and correct the mistakes.',
      'Week 3: one timed practice test at home.',
      'Questions? Reply to the message this plan came with.',
    ],
  },
  {
    fileName: 'Practice test answers.pdf',
    contentType: 'application/pdf',
    title: 'Practice test answers',
    lines: [
      '1. B    2. D    3. A    4. C    5. B',
      '6. A    7. C    8. D    9. B   10. A',
      'Go over each wrong answer with your tutor at the next session.',
    ],
  },
  {
    fileName: 'Session checklist.txt',
    contentType: 'text/plain',
    title: 'Session checklist',
    lines: [
      '- A quiet place and a working camera and microphone',
      '- The workbook and a pencil',
      '- Homework from the last session',
      '- Any questions written down',
    ],
  },
];

const encoder = new TextEncoder();

/** A PDF string literal: backslashes and parentheses escaped (the text is plain ASCII). */
const pdfText = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A one-page PDF of a title and lines of Helvetica, offsets counted as it is written. */
function onePagePdf(title: string, lines: readonly string[]): Uint8Array {
  const content = [
    'BT',
    '/F1 18 Tf 72 720 Td',
    `${pdfText(title)} Tj`,
    '/F1 12 Tf 0 -32 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : '0 -18 Td '}${pdfText(line)} Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(pdf);
}

/** The bytes of a demo file. */
export function demoFileBytes(file: DemoFile): Uint8Array {
  if (file.contentType === 'application/pdf') return onePagePdf(file.title, file.lines);
  return encoder.encode(`${file.title}\n\n${file.lines.join('\n')}\n`);
}

/** The demo file an upload of the demo world names, if it is one. */
export function demoFileNamed(fileName: string): DemoFile | undefined {
  return DEMO_MESSAGE_FILES.find((file) => file.fileName === fileName);
}

/**
 * Writes the bytes of the demo world's uploads into the file store, under the keys their rows
 * name, so each file downloads as any uploaded one does. An upload that is not a demo file
 * (none in a generated world) is left alone.
 */
export async function putDemoFiles(
  store: FileStore,
  uploads: readonly Pick<UploadRow, 'fileName' | 'contentType' | 'storageKey'>[],
): Promise<void> {
  for (const upload of uploads) {
    const file = demoFileNamed(upload.fileName);
    if (file) await store.put(upload.storageKey, demoFileBytes(file), upload.contentType);
  }
}
