/**
 * The files of a score report's e-mail: the table as a CSV (domain csv-export's rules) and as
 * a PDF. The PDF is drawn with pdfkit (pure JavaScript, no native build, its standard
 * Helvetica needs no font file), one line per row, the columns shared out across the page.
 */
import { NO_SCORED_EXAMS_MESSAGE, csvText, type CsvValue } from '@tp/domain';
import PDFDocument from 'pdfkit';
import type { ReportTable } from './score-report-tables.ts';

export function reportCsv(table: ReportTable): Uint8Array {
  return new TextEncoder().encode(csvText(table.columns, table.rows));
}

const MARGIN = 40;
const cellText = (value: CsvValue) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);
const ROW_HEIGHT = 16;

/** The report as a landscape A4 PDF: the title, what it covers, then the table. */
export async function reportPdf(table: ReportTable, subtitle: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(table.title);
  doc.font('Helvetica').fontSize(10).text(subtitle).moveDown();
  const width = (doc.page.width - 2 * MARGIN) / table.columns.length;
  const line = (cells: readonly string[], font: string) => {
    if (doc.y + ROW_HEIGHT > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    doc.font(font).fontSize(9);
    cells.forEach((cell, i) =>
      doc.text(cell, MARGIN + i * width, y, {
        width: width - 4,
        height: ROW_HEIGHT,
        ellipsis: true,
        lineBreak: false,
      }),
    );
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };
  line(table.columns, 'Helvetica-Bold');
  for (const row of table.rows)
    line(
      table.columns.map((column) => cellText(row[column])),
      'Helvetica',
    );
  if (table.rows.length === 0) doc.font('Helvetica').text(NO_SCORED_EXAMS_MESSAGE);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
