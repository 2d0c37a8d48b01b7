import { isThemeCategory, type DesignDetail } from '@stickerei/shared/domain';
import { useId, useMemo } from 'react';
import {
  CATEGORIES_MAX,
  LABEL_MAX,
  LABELS_MAX,
  NAME_MAX,
  type EditForm,
} from '../../lib/library/designEdit.ts';
import { categoryOptions } from '../../lib/library/facetOptions.ts';
import { CheckList } from '../library/filters/CheckList.tsx';
import { useT } from '../library/useT.ts';
import { useEditDesign } from './useEditDesign.ts';
import { ErrorAlert } from '../library/ErrorAlert.tsx';

const LIMITS = {
  max: NAME_MAX,
  labelMax: LABEL_MAX,
  labelsMax: LABELS_MAX,
  categoriesMax: CATEGORIES_MAX,
};

/** Edits name, labels, theme categories and commercial use of an own design. */
export function EditDesignForm(props: {
  design: DesignDetail;
  onSaved: (design: DesignDetail) => void;
  onCancel: () => void;
}) {
  const { language, t } = useT();
  const id = useId();
  const edit = useEditDesign({
    ...props,
    focus: (field) => document.getElementById(`${id}-${field}`)?.focus(),
    failedText: t('edit.failed'),
  });
  const { form, change, shown } = edit;
  const categories = useMemo(() => categoryOptions(null, language), [language]);
  const problem = (field: keyof EditForm) =>
    shown[field] && (
      <p className="lib-field-error" id={`${id}-${field}-error`}>
        {t(`edit.problem.${shown[field]}`, LIMITS)}
      </p>
    );
  const describedBy = (field: keyof EditForm, hint?: string) =>
    shown[field] ? `${id}-${field}-error` : hint;

  return (
    <form
      className="lib-edit"
      onSubmit={(event) => void edit.submit(event)}
      noValidate
      data-testid="edit-form"
    >
      <div className="lib-field">
        <label htmlFor={`${id}-name`}>{t('edit.name')}</label>
        <input
          id={`${id}-name`}
          value={form.name}
          maxLength={NAME_MAX + 20}
          aria-invalid={Boolean(shown.name) || undefined}
          aria-describedby={describedBy('name')}
          onChange={(e) => change({ name: e.target.value })}
        />
        {problem('name')}
      </div>
      <div className="lib-field">
        <label htmlFor={`${id}-labels`}>{t('edit.labels')}</label>
        <input
          id={`${id}-labels`}
          value={form.labels}
          aria-invalid={Boolean(shown.labels) || undefined}
          aria-describedby={describedBy('labels', `${id}-labels-hint`)}
          onChange={(e) => change({ labels: e.target.value })}
        />
        <p className="lib-hint" id={`${id}-labels-hint`}>
          {t('edit.labelsHint')}
        </p>
        {problem('labels')}
      </div>
      <CheckList
        legend={t('edit.categories')}
        options={categories}
        selected={form.categories}
        searchable
        onChange={(values) => change({ categories: values.filter(isThemeCategory) })}
      />
      {problem('categories')}
      <label className="lib-check">
        <input
          type="checkbox"
          checked={form.commercial}
          onChange={(e) => change({ commercial: e.target.checked })}
        />
        {t('edit.commercial')}
      </label>
      <ErrorAlert>{edit.failure}</ErrorAlert>
      <div className="lib-form-actions">
        <button type="submit" className="button button-primary" disabled={edit.busy}>
          {edit.busy ? t('common.saving') : t('edit.save')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={props.onCancel}
          disabled={edit.busy}
        >
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
