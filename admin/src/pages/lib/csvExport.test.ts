import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { exportFileName, tableCsv, type ExportColumn } from './csvExport.ts';

interface Row {
  name: string;
  count: number;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Count', value: (r) => r.count },
];

describe('table export', () => {
  it('writes RFC 4180 CSV that reads back as the table, hostile text included', async () => {
    const rows: Row[] = [
      { name: 'Müller, Anna', count: 1 },
      { name: 'say "hi"', count: 2 },
      { name: 'two\nlines', count: 3 },
      { name: '李 🧵', count: 4 },
    ];
    const csv = await tableCsv(columns, rows);
    expect(csv.startsWith('\uFEFFName,Count\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([['Name', 'Count'], ...rows.map((r) => [r.name, String(r.count)])]);
  });

  it('keeps formulas from running in a spreadsheet', async () => {
    const csv = await tableCsv(columns, [{ name: '=1+1', count: -1 }]);
    expect(csv).toContain(`"'=1+1"`);
  });

  it('names files by date', () => {
    expect(exportFileName('events', new Date('2026-03-10T12:00:00Z'))).toBe(
      'events-2026-03-10.csv',
    );
  });
});
