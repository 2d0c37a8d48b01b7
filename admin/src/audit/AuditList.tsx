import { useEffect, useState } from 'react';
import { Chip } from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import {
  Button,
  Datagrid,
  DateField,
  DateTimeInput,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { downloadAuditCsv, listAuditActions, saveBlob } from '@stickerei/shared/api-client';
import { AUDIT_OUTCOMES, type AuditEntry } from '@stickerei/shared/domain';
import { useAdminApi } from '../pages/api/useAdminApi.ts';
import { useApiAction } from '../pages/api/useApiAction.ts';
import { exportFileName } from '../pages/lib/csvExport.ts';
import { auditQuery } from './auditRoutes.ts';

const OUTCOME_COLOURS = { ok: 'success', failed: 'error', aborted: 'warning' } as const;

/** The server's CSV of the trail under the filters on screen. */
function ExportCsv() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const action = useApiAction();
  const download = () =>
    action.run(async (api) =>
      saveBlob(
        await api.call((client) => downloadAuditCsv(client, auditQuery(filterValues))),
        exportFileName('audit'),
      ),
    );
  return (
    <Button
      label={translate(action.busy ? 'app.audit.exporting' : 'app.audit.export_csv')}
      onClick={() => void download()}
      disabled={action.busy}
      data-testid="audit-export-csv"
    >
      <CloudDownloadIcon />
    </Button>
  );
}

/** The actions the api records, for the action filter (falls back to free text). */
function useActionChoices() {
  const api = useAdminApi();
  const [actions, setActions] = useState<string[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .call((client) => listAuditActions(client, controller.signal))
      .then((body) => setActions(body.actions))
      .catch(() => setActions(null));
    return () => controller.abort();
  }, [api]);
  return actions;
}

function OutcomeChip({ record }: { record: AuditEntry }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={OUTCOME_COLOURS[record.outcome]}
      label={translate(`app.audit.outcome.${record.outcome}`)}
    />
  );
}

// Long JSON and ids have no spaces: let them break so the table fits the screen.
const wrap = { display: 'block', minWidth: 180, maxWidth: 260, overflowWrap: 'anywhere' } as const;

const summaryText = (record: AuditEntry) => {
  if (record.summary === null || record.summary === undefined) return '';
  const text = JSON.stringify(record.summary);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
};

/** /superadmin/audit: who changed what and when, with filters and the CSV of what is filtered. */
export default function AuditList() {
  const translate = useTranslate();
  const actions = useActionChoices();
  const filters = [
    <TextInput key="actor" source="actor" alwaysOn resettable />,
    actions ? (
      <SelectInput
        key="action"
        source="action"
        alwaysOn
        choices={actions.map((id) => ({ id, name: id }))}
      />
    ) : (
      <TextInput key="action" source="action" alwaysOn />
    ),
    <SelectInput
      key="outcome"
      source="outcome"
      alwaysOn
      choices={AUDIT_OUTCOMES.map((id) => ({ id, name: translate(`app.audit.outcome.${id}`) }))}
    />,
    <DateTimeInput key="from" source="from" />,
    <DateTimeInput key="to" source="to" />,
  ];
  return (
    <List
      filters={filters}
      perPage={25}
      sort={{ field: 'at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportCsv />
        </TopToolbar>
      }
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" showTime sortable={false} />
        <FunctionField
          source="actorEmail"
          sortable={false}
          render={(r: AuditEntry) => r.actorEmail ?? r.actorId ?? ''}
        />
        <TextField source="action" sortable={false} />
        <TextField
          source="targetId"
          sortable={false}
          sx={{ ...wrap, minWidth: 110, maxWidth: 140 }}
        />
        <FunctionField
          source="outcome"
          sortable={false}
          render={(r: AuditEntry) => <OutcomeChip record={r} />}
        />
        <FunctionField
          source="status"
          sortable={false}
          render={(r: AuditEntry) =>
            r.phase === 'completion' ? translate('app.audit.phase.completion') : (r.status ?? '')
          }
        />
        <FunctionField source="summary" sortable={false} render={summaryText} sx={wrap} />
        <TextField source="error" sortable={false} sx={{ ...wrap, minWidth: 160 }} />
        <TextField source="requestId" sortable={false} />
      </Datagrid>
    </List>
  );
}
