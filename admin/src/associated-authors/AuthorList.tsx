import {
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  EditButton,
  List,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
  UrlField,
  useNotify,
} from 'react-admin';
import { AuthorLogo } from './AuthorLogo.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * The associated authors. Deleting asks first; an author who still has campaigns is refused by
 * the api, and its message (why, and what to do) is shown.
 */
export default function AuthorList() {
  const notify = useNotify();
  // A 409 means the author still has campaigns: say so in the admin's language.
  const onDeleteError = (error: unknown) => {
    const { status, message } = error as { status?: number; message?: string };
    if (status === 409) notify('app.authors.still_has_campaigns', { type: 'error' });
    else notify(message ?? 'ra.notification.http_error', { type: 'error' });
  };
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <AuthorLogo label="resources.associated-authors.fields.logo" />
        <TextField source="name" />
        <UrlField
          source="website"
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => event.stopPropagation()}
        />
        <NumberField source="campaignCount" />
        <EditButton />
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          mutationOptions={{ onError: onDeleteError }}
        />
      </Datagrid>
    </List>
  );
}
