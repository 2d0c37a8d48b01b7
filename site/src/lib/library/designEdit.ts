import {
  isThemeCategory,
  type Design,
  type DesignUpdate,
  type ThemeCategory,
} from '@stickerei/shared/domain';

/** Limits of the edit form; the api enforces its own as well. */
export const NAME_MAX = 120;
export const LABEL_MAX = 40;
export const LABELS_MAX = 20;
export const CATEGORIES_MAX = 10;

/** What the edit form holds: labels as the text the user types, comma separated. */
export interface EditForm {
  name: string;
  labels: string;
  categories: ThemeCategory[];
  commercial: boolean;
}

export type EditProblem =
  'name.required' | 'name.tooLong' | 'labels.tooMany' | 'labels.tooLong' | 'categories.tooMany';

/** The form filled from a design. */
export function formOf(design: Design): EditForm {
  return {
    name: design.name,
    labels: design.labels.join(', '),
    categories: design.assigned_tags.filter(isThemeCategory),
    commercial: design.commercially_usable,
  };
}

/** Labels from the typed text: trimmed, empty ones dropped, duplicates (any case) once. */
export function parseLabels(text: string): string[] {
  const seen = new Set<string>();
  const labels: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const label = part.trim().replace(/\s+/g, ' ');
    if (!label || seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    labels.push(label);
  }
  return labels;
}

/** Every problem of the form, by field; empty when it can be saved. */
export function validateEdit(form: EditForm): Partial<Record<keyof EditForm, EditProblem>> {
  const problems: Partial<Record<keyof EditForm, EditProblem>> = {};
  const name = form.name.trim();
  if (!name) problems.name = 'name.required';
  else if (name.length > NAME_MAX) problems.name = 'name.tooLong';
  const labels = parseLabels(form.labels);
  if (labels.length > LABELS_MAX) problems.labels = 'labels.tooMany';
  else if (labels.some((label) => label.length > LABEL_MAX)) problems.labels = 'labels.tooLong';
  if (form.categories.length > CATEGORIES_MAX) problems.categories = 'categories.tooMany';
  return problems;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The fields that changed against `design`, as the api's update; empty when nothing did. */
export function changesOf(design: Design, form: EditForm): DesignUpdate {
  const update: DesignUpdate = {};
  const name = form.name.trim();
  const labels = parseLabels(form.labels);
  if (name !== design.name) update.name = name;
  if (!sameList(labels, design.labels)) update.labels = labels;
  if (!sameList([...form.categories].sort(), [...design.assigned_tags].sort())) {
    update.assigned_tags = form.categories;
  }
  if (form.commercial !== design.commercially_usable) {
    update.commercially_usable = form.commercial;
  }
  return update;
}
