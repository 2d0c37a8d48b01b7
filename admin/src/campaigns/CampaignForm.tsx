import {
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  ReferenceInput,
  SimpleForm,
  TextInput,
  required,
  type SimpleFormProps,
} from 'react-admin';
import { Box } from '@mui/material';
import { localToIso, validateCampaignForm } from './campaignForm.ts';
import { DesignPicker } from './DesignPicker.tsx';

/** The campaign form of create and edit: name, author, description, period, enabled, designs. */
export function CampaignForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm validate={validateCampaignForm} {...props}>
      <TextInput source="name" validate={required()} fullWidth />
      <ReferenceInput
        source="authorId"
        reference="associated-authors"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput optionText="name" validate={required()} fullWidth />
      </ReferenceInput>
      <TextInput source="description" multiline minRows={3} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DateTimeInput
          source="startAt"
          validate={required()}
          parse={localToIso}
          fullWidth={false}
        />
        <DateTimeInput source="endAt" validate={required()} parse={localToIso} fullWidth={false} />
      </Box>
      <BooleanInput source="enabled" helperText="app.campaigns.enabled_help" />
      <DesignPicker source="designIds" />
    </SimpleForm>
  );
}
