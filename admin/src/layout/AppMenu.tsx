import type { ReactElement } from 'react';
import { Menu, useBasename, useSidebarState } from 'react-admin';
import InsightsIcon from '@mui/icons-material/Insights';
import StorageIcon from '@mui/icons-material/Storage';
import BuildIcon from '@mui/icons-material/Build';
import SpeedIcon from '@mui/icons-material/Speed';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { AREA_PATHS, type AdminAreaId } from '../routing/paths.ts';

function AreaItem(props: { id: AdminAreaId; icon: ReactElement; nested?: boolean }) {
  const basename = useBasename();
  const [open] = useSidebarState();
  return (
    <Menu.Item
      to={`${basename}${AREA_PATHS[props.id]}`}
      primaryText={`app.menu.${props.id}`}
      leftIcon={props.icon}
      // the database's own pages sit one step in, while the sidebar is wide enough to show it
      sx={props.nested && open ? { pl: 4 } : undefined}
    />
  );
}

/**
 * The sidebar: dashboard, analytics, campaigns and their associated authors, database with its
 * two pages, events, the audit trail.
 */
export function AppMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="app.menu.dashboard" />
      <AreaItem id="analytics" icon={<InsightsIcon />} />
      <Menu.ResourceItem name="campaigns" />
      <Menu.ResourceItem name="associated-authors" />
      <AreaItem id="database" icon={<StorageIcon />} />
      <AreaItem id="database_operations" icon={<BuildIcon />} nested />
      <AreaItem id="performance_test" icon={<SpeedIcon />} nested />
      <AreaItem id="events" icon={<EventNoteIcon />} />
      <Menu.ResourceItem name="audit" />
    </Menu>
  );
}
