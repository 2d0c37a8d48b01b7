import { Tab, Tabs } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import {
  Button,
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useCreatePath,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router';
import type { CampaignRecord } from './campaignRoutes.ts';
import { StatusChip } from './StatusChip.tsx';

const STATUSES = ['active', 'inactive'] as const;

function StatusTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const value = filterValues.status === 'inactive' ? 'inactive' : 'active';
  return (
    <Tabs
      value={value}
      onChange={(_event, status: string) =>
        setFilters({ ...filterValues, status }, displayedFilters)
      }
      aria-label={translate('app.campaigns.tabs_label')}
      sx={{ px: 2 }}
    >
      {STATUSES.map((status) => (
        <Tab key={status} value={status} label={translate(`app.campaigns.tab.${status}`)} />
      ))}
    </Tabs>
  );
}

function Actions() {
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button
        component={Link}
        to={createPath({ resource: 'associated-authors', type: 'list' })}
        label={translate('resources.associated-authors.name', { smart_count: 2 })}
      >
        <PeopleIcon />
      </Button>
      <CreateButton />
    </TopToolbar>
  );
}

const fixedFilters = [<SearchInput key="q" source="q" alwaysOn />];
const count = (record: CampaignRecord) => record.designs.length;

/** /superadmin/campaigns: running campaigns and the others in two tabs, with their figures. */
export default function CampaignList() {
  return (
    <List
      filterDefaultValues={{ status: 'active' }}
      filters={fixedFilters}
      sort={{ field: 'startAt', order: 'DESC' }}
      actions={<Actions />}
      perPage={25}
    >
      <StatusTabs />
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="author.name" label="resources.campaigns.fields.authorId" />
        <DateField source="startAt" showTime />
        <DateField source="endAt" showTime />
        <StatusChip label="resources.campaigns.fields.status" />
        <FunctionField label="resources.campaigns.fields.designs" render={count} sortable={false} />
        <FunctionField
          label="app.campaigns.figures.redemptions"
          render={(record: CampaignRecord) => record.stats?.redemptions ?? 0}
          sortBy="stats.redemptions"
        />
        <FunctionField
          label="app.campaigns.figures.visits"
          render={(record: CampaignRecord) => record.stats?.visits ?? 0}
          sortBy="stats.visits"
        />
      </Datagrid>
    </List>
  );
}
