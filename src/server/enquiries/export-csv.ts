// The stored leads as CSV for a spreadsheet (`npm run enquiries -- export`): RFC 4180, safe to open.
import { withoutBidiControls } from '../../enquiry/enquiry-validation.ts';
import { ENQUIRY_FIELDS, type EnquiryRecord } from './store.ts';

const CSV_COLUMNS: (keyof EnquiryRecord)[] = ['id', 'receivedAt', ...ENQUIRY_FIELDS, 'spam', 'mailStatus', 'confirmationStatus', 'mailAttempts', 'mailLastError', 'mailNextAttemptAt', 'mailedAt'];

const cellText = (value: unknown): string => (value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value));

/**
 * One CSV cell: control and bidi characters dropped, a leading = + - @ defused so a spreadsheet never runs it as a
 * formula, and quoted when it holds a quote, comma, semicolon (the list separator of many locales), line break or edge space.
 */
export function csvCell(value: unknown): string {
  const text = withoutBidiControls(cellText(value).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''));
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",;\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const enquiriesCsv = (records: readonly EnquiryRecord[]): string =>
  [CSV_COLUMNS, ...records.map((record) => CSV_COLUMNS.map((column) => record[column]))].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
