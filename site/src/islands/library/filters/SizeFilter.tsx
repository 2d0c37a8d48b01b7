import { useId, useState } from 'react';
import type { LibraryState } from '../../../lib/library/filterState.ts';
import { HOOP_PRESETS, hoopLabel, presetOf } from '../../../lib/library/hoops.ts';
import { useT } from '../useT.ts';
import { NumberField } from './NumberField.tsx';

type SizeKey = 'minWidth' | 'maxWidth' | 'minHeight' | 'maxHeight';
type Change = (patch: Partial<LibraryState>) => void;

const ANY = '';
const CUSTOM = 'custom';

/** "Fits hoop" with the common hoops and a custom field. */
export function HoopFilter(props: { hoop: LibraryState['hoop']; onChange: Change }) {
  const { t } = useT();
  const id = useId();
  const preset = presetOf(props.hoop);
  const [custom, setCustom] = useState(props.hoop !== null && preset === null);
  const selected = custom ? CUSTOM : preset ? `${preset.width}x${preset.height}` : ANY;
  const choose = (value: string) => {
    setCustom(value === CUSTOM);
    if (value === CUSTOM) return;
    const hoop = HOOP_PRESETS.find((p) => `${p.width}x${p.height}` === value) ?? null;
    props.onChange({ hoop: hoop && { width: hoop.width, height: hoop.height } });
  };
  // Custom sides are kept here until both are given; only then does the filter apply.
  const [draft, setDraft] = useState({
    width: props.hoop?.width ?? null,
    height: props.hoop?.height ?? null,
  });
  const setSide = (side: 'width' | 'height', value: number | null) => {
    const next = { ...draft, [side]: value };
    setDraft(next);
    const complete = next.width !== null && next.height !== null;
    if (complete) props.onChange({ hoop: { width: next.width ?? 0, height: next.height ?? 0 } });
    else if (props.hoop) props.onChange({ hoop: null });
  };
  return (
    <fieldset className="lib-fieldset">
      <legend>{t('filter.hoop')}</legend>
      <label htmlFor={id} className="visually-hidden">
        {t('filter.hoop')}
      </label>
      <select
        id={id}
        value={selected}
        data-testid="hoop-filter"
        onChange={(e) => choose(e.target.value)}
      >
        <option value={ANY}>{t('filter.hoopAny')}</option>
        {HOOP_PRESETS.map((hoop) => (
          <option key={`${hoop.width}x${hoop.height}`} value={`${hoop.width}x${hoop.height}`}>
            {t('filter.hoopPreset', { size: hoopLabel(hoop), inches: hoop.inches })}
          </option>
        ))}
        <option value={CUSTOM}>{t('filter.hoopCustom')}</option>
      </select>
      {custom && (
        <div className="lib-pair">
          <NumberField
            label={t('filter.hoopWidth')}
            value={draft.width}
            onCommit={(v) => setSide('width', v)}
          />
          <NumberField
            label={t('filter.hoopHeight')}
            value={draft.height}
            onCommit={(v) => setSide('height', v)}
          />
        </div>
      )}
      <p className="lib-hint">{t('filter.hoopHint')}</p>
    </fieldset>
  );
}

/** "Runs at most N minutes" on the caller's machine. */
export function TimeFilter(props: { maxMinutes: number | null; onChange: Change }) {
  const { t } = useT();
  return (
    <fieldset className="lib-fieldset" data-testid="time-filter">
      <legend>{t('filter.time')}</legend>
      <NumberField
        label={t('filter.maxMinutes')}
        value={props.maxMinutes}
        onCommit={(maxMinutes) => props.onChange({ maxMinutes })}
      />
      <p className="lib-hint">{t('filter.timeHint')}</p>
    </fieldset>
  );
}

/** Width and height ranges in mm. */
export function SizeRange(props: { state: LibraryState; onChange: Change }) {
  const { t } = useT();
  const field = (key: SizeKey) => (
    <NumberField
      label={t(`filter.${key}`)}
      value={props.state[key]}
      onCommit={(value) => props.onChange({ [key]: value })}
    />
  );
  return (
    <fieldset className="lib-fieldset">
      <legend>{t('filter.size')}</legend>
      <div className="lib-pair">
        {field('minWidth')}
        {field('maxWidth')}
      </div>
      <div className="lib-pair">
        {field('minHeight')}
        {field('maxHeight')}
      </div>
    </fieldset>
  );
}
