import { Edit } from 'react-admin';
import { AuthorForm } from './AuthorForm.tsx';
import { logoTransform } from './logoTransform.ts';

/** Editing an author: a new logo replaces the old one, the switch removes it. */
export default function AuthorEdit() {
  return (
    <Edit transform={logoTransform} mutationMode="pessimistic" redirect="list">
      <AuthorForm />
    </Edit>
  );
}
