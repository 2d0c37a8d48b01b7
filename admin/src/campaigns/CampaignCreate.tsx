import { Create } from 'react-admin';
import { defaultCampaignValues } from './campaignForm.ts';
import { CampaignForm } from './CampaignForm.tsx';

/** A new campaign; saved, it opens on its page with the figures. */
export default function CampaignCreate() {
  return (
    <Create redirect="show">
      <CampaignForm defaultValues={defaultCampaignValues()} />
    </Create>
  );
}
