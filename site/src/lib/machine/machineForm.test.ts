import { DEFAULT_MACHINE_PROFILE, MAX_HOOPS } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import { formOfSettings, hoopRow, readMachineForm } from './machineForm.ts';

const stored = {
  machine: DEFAULT_MACHINE_PROFILE,
  hoops: [{ name: '5×7', widthMm: 130, heightMm: 180 }],
};

describe('the machine form', () => {
  it('reads back what it was filled with', () => {
    const { settings, problems } = readMachineForm(formOfSettings(stored));
    expect(settings).toEqual(stored);
    expect(problems).toEqual({ profile: {}, hoops: {} });
  });

  it('takes a decimal comma in hoop sizes', () => {
    const form = formOfSettings({ ...stored, hoops: [] });
    form.hoops.push({ ...hoopRow(), name: ' Maxi ', width: '240,5', height: '150' });
    expect(readMachineForm(form).settings?.hoops).toEqual([
      { name: 'Maxi', widthMm: 240.5, heightMm: 150 },
    ]);
  });

  it('names every field out of its limits', () => {
    const form = formOfSettings(stored);
    form.profile.stitchesPerMinute = '20';
    form.profile.secondsPerTrim = '6.5';
    form.profile.secondsPerStop = 'x';
    const row = { ...hoopRow(), name: '', width: '0', height: '2001' };
    form.hoops = [row];
    const { settings, problems } = readMachineForm(form);
    expect(settings).toBeNull();
    expect(problems.profile).toEqual({
      stitchesPerMinute: { key: 'machine.problem.number', values: { min: 50, max: 2000 } },
      secondsPerTrim: { key: 'machine.problem.number', values: { min: 0, max: 600 } },
      secondsPerStop: { key: 'machine.problem.number', values: { min: 0, max: 3600 } },
    });
    expect(Object.keys(problems.hoops[row.key] ?? {}).sort()).toEqual(['height', 'name', 'width']);
  });

  it('refuses more hoops than the api keeps', () => {
    const form = formOfSettings(stored);
    form.hoops = Array.from({ length: MAX_HOOPS + 1 }, () => ({
      ...hoopRow(),
      name: 'H',
      width: '100',
      height: '100',
    }));
    expect(readMachineForm(form).problems.tooManyHoops?.values).toEqual({ max: MAX_HOOPS });
  });
});
