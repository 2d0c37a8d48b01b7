import { Create } from 'react-admin';
import { AuthorForm } from './AuthorForm.tsx';
import { logoTransform } from './logoTransform.ts';

/** A new associated author; the chosen logo is sent with it. */
export default function AuthorCreate() {
  return (
    <Create transform={logoTransform} redirect="list">
      <AuthorForm />
    </Create>
  );
}
