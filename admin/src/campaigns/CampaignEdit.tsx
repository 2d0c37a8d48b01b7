import { DeleteWithConfirmButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { CampaignForm } from './CampaignForm.tsx';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** Editing a campaign: fields and designs in one save (pessimistic, so api errors show). */
export default function CampaignEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <CampaignForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
