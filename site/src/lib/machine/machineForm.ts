import {
  MACHINE_PROFILE_LIMITS,
  MAX_HOOP_MM,
  MAX_HOOPS,
  type Hoop,
  type MachineProfile,
  type UserSettings,
} from '@stickerei/shared/domain';
import type { MachineMessageKey } from './messages.ts';

/** The longest hoop name the api keeps. */
export const HOOP_NAME_MAX = 60;

export type ProfileField = keyof MachineProfile;
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'stitchesPerMinute',
  'secondsPerColourChange',
  'secondsPerTrim',
  'secondsPerStop',
];

/** One hoop row as typed; `key` only tells rows apart. */
export interface HoopRow {
  key: number;
  name: string;
  width: string;
  height: string;
}

/** What the "My machine" form holds: the numbers as typed. */
export interface MachineForm {
  profile: Record<ProfileField, string>;
  hoops: HoopRow[];
}

/** A problem of one field: a message key and its values. */
export interface FieldProblem {
  key: MachineMessageKey;
  values: Record<string, string | number>;
}

export interface MachineProblems {
  profile: Partial<Record<ProfileField, FieldProblem>>;
  hoops: Record<number, Partial<Record<'name' | 'width' | 'height', FieldProblem>>>;
  tooManyHoops?: FieldProblem;
}

let nextKey = 1;

/** A hoop row with a fresh key (empty, or filled from a hoop). */
export function hoopRow(hoop?: Hoop): HoopRow {
  return {
    key: nextKey++,
    name: hoop?.name ?? '',
    width: hoop ? String(hoop.widthMm) : '',
    height: hoop ? String(hoop.heightMm) : '',
  };
}

/** The form filled from the stored settings. */
export function formOfSettings(settings: Pick<UserSettings, 'machine' | 'hoops'>): MachineForm {
  const profile = {} as Record<ProfileField, string>;
  for (const field of PROFILE_FIELDS) profile[field] = String(settings.machine[field]);
  return { profile, hoops: settings.hoops.map(hoopRow) };
}

/** A number as typed, with a decimal comma or point; NaN for anything else. */
function typedNumber(text: string): number {
  const cleaned = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function readHoop(row: HoopRow, problems: MachineProblems): Hoop | null {
  const found: MachineProblems['hoops'][number] = {};
  const name = row.name.trim();
  if (!name || name.length > HOOP_NAME_MAX) {
    found.name = { key: 'machine.problem.hoopName', values: { max: HOOP_NAME_MAX } };
  }
  const size = (text: string) => {
    const value = typedNumber(text);
    return value > 0 && value <= MAX_HOOP_MM ? value : null;
  };
  const widthMm = size(row.width);
  const heightMm = size(row.height);
  const sizeProblem = { key: 'machine.problem.hoopSize', values: { max: MAX_HOOP_MM } } as const;
  if (widthMm === null) found.width = sizeProblem;
  if (heightMm === null) found.height = sizeProblem;
  if (Object.keys(found).length > 0) problems.hoops[row.key] = found;
  return widthMm !== null && heightMm !== null && !found.name ? { name, widthMm, heightMm } : null;
}

/**
 * Reads the form: whole numbers within the api's limits for the machine, named hoops of sizes
 * above 0 up to the largest hoop, at most as many hoops as the api keeps.
 * @returns the settings to send, or null with the problems by field
 */
export function readMachineForm(form: MachineForm): {
  settings: Pick<UserSettings, 'machine' | 'hoops'> | null;
  problems: MachineProblems;
} {
  const problems: MachineProblems = { profile: {}, hoops: {} };
  const machine = {} as MachineProfile;
  for (const field of PROFILE_FIELDS) {
    const [min, max] = MACHINE_PROFILE_LIMITS[field];
    const value = typedNumber(form.profile[field]);
    if (Number.isInteger(value) && value >= min && value <= max) machine[field] = value;
    else problems.profile[field] = { key: 'machine.problem.number', values: { min, max } };
  }
  const hoops = form.hoops.map((row) => readHoop(row, problems));
  if (form.hoops.length > MAX_HOOPS) {
    problems.tooManyHoops = { key: 'machine.problem.tooManyHoops', values: { max: MAX_HOOPS } };
  }
  const valid =
    Object.keys(problems.profile).length === 0 &&
    Object.keys(problems.hoops).length === 0 &&
    !problems.tooManyHoops;
  return {
    settings: valid ? { machine, hoops: hoops.filter((h): h is Hoop => h !== null) } : null,
    problems,
  };
}
