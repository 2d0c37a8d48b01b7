import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  ImageField,
  ImageInput,
  SimpleForm,
  TextInput,
  regex,
  required,
  useRecordContext,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { LOGO_MAX_BYTES, LOGO_TYPES, type AssociatedAuthor } from '@stickerei/shared/domain';
import { AuthorLogo } from './AuthorLogo.tsx';

const website = regex(/^(https?:\/\/\S+)?$/, 'app.authors.validation.website');

function CurrentLogo() {
  const record = useRecordContext<AssociatedAuthor>();
  const translate = useTranslate();
  if (!record?.logoUrl) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
      <AuthorLogo size={72} />
      <Box>
        <Typography variant="body2" color="text.secondary">
          {translate('app.authors.current_logo')}
        </Typography>
        <BooleanInput source="removeLogo" label="app.authors.remove_logo" helperText={false} />
      </Box>
    </Box>
  );
}

/** Name, website, description and logo (PNG, JPEG, WebP or SVG up to 512 KB). */
export function AuthorForm(props: Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  return (
    <SimpleForm {...props}>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput
        source="website"
        validate={website}
        fullWidth
        helperText="app.authors.website_help"
      />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <CurrentLogo />
      <ImageInput
        source="logoFile"
        label="resources.associated-authors.fields.logo"
        accept={Object.fromEntries(LOGO_TYPES.map((type) => [type, []]))}
        maxSize={LOGO_MAX_BYTES}
        helperText={translate('app.authors.logo_help', { size: LOGO_MAX_BYTES / 1024 })}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}
