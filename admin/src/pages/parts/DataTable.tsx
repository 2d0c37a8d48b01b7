import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExportColumn } from '../lib/csvExport.ts';

/** A column: its heading, the cell on screen, the value exported; numbers align right. */
export interface Column<Row> extends ExportColumn<Row> {
  id: string;
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
  sortable?: boolean;
  /** Keeps the cell on one line (dates, times). */
  nowrap?: boolean;
}

export interface SortState {
  column: string;
  order: 'asc' | 'desc';
}

/** A plain table of rows with sortable headings where asked. */
export function DataTable<Row>(props: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: SortState;
  onSort?: (column: string) => void;
  label: string;
  testId?: string;
}) {
  const translate = useTranslate();
  if (props.rows.length === 0) {
    return <Typography color="text.secondary">{translate('app.ops.common.nothing')}</Typography>;
  }
  // contain: a wide table scrolls inside its card instead of widening the whole page.
  return (
    <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small" aria-label={props.label} data-testid={props.testId}>
        <TableHead>
          <TableRow>
            {props.columns.map((c) => (
              <TableCell
                key={c.id}
                align={c.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {c.sortable && props.onSort ? (
                  <TableSortLabel
                    active={props.sort?.column === c.id}
                    direction={props.sort?.column === c.id ? props.sort.order : 'asc'}
                    onClick={() => props.onSort?.(c.id)}
                  >
                    {c.header}
                  </TableSortLabel>
                ) : (
                  c.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={props.rowKey(row)} hover>
              {props.columns.map((c) => (
                <TableCell
                  key={c.id}
                  align={c.numeric ? 'right' : 'left'}
                  sx={c.nowrap || c.numeric ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {c.render ? c.render(row) : String(c.value(row) ?? '')}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
