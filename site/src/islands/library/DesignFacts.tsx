import type { DesignDetail, DesignSource } from '@stickerei/shared/domain';
import { categoryLabel, stickTypeLabel } from '@stickerei/shared/i18n';
import type { ReactNode } from 'react';
import { formatCount, formatDate, formatSize } from '../../lib/library/formatting.ts';
import { smallestHoop, hoopLabel } from '../../lib/library/hoops.ts';
import { formatRunningTime } from '../../lib/machine/runningTime.ts';
import type { Translate } from './useT.ts';
import { useT } from './useT.ts';

type Fact = [label: string, value: ReactNode, testId?: string];

function chips(values: readonly string[], label: (value: string) => string): ReactNode {
  if (values.length === 0) return '—';
  return (
    <ul className="lib-chips">
      {values.map((value) => (
        <li key={value}>{label(value)}</li>
      ))}
    </ul>
  );
}

const yesNo = (value: boolean, t: Translate) => (value ? t('common.yes') : t('common.no'));

/** Where a demo design came from: a real file's repository and licence, or "generated". */
function sourceFacts(source: DesignSource | null, t: Translate): Fact[] {
  if (!source) return [];
  if (source.kind === 'generated')
    return [[t('design.source'), t('design.sourceGenerated'), 'fact-source']];
  return [
    [
      t('design.source'),
      <a href={source.url} target="_blank" rel="noopener noreferrer">
        {source.repository}
      </a>,
      'fact-source',
    ],
    [t('design.licence'), source.licence, 'fact-licence'],
  ];
}

/**
 * The design's metadata as a description list. `full` adds what only the owner's file page
 * shows (jumps, trims, creation date).
 */
export function DesignFacts(props: { design: DesignDetail; full?: boolean }) {
  const { language, t } = useT();
  const d = props.design;
  const hoop = smallestHoop({ width: d.design_width, height: d.design_height });
  const count = (value: number) => formatCount(value, language);
  const facts: Fact[] = [
    [t('design.size'), formatSize(d.design_width, d.design_height, language), 'fact-size'],
    [t('design.hoop'), hoop ? hoopLabel(hoop) : t('design.hoopNone')],
    [t('design.stitches'), count(d.stitch_count), 'fact-stitches'],
    [t('design.runningTime'), formatRunningTime(d.estimated_minutes, language), 'fact-time'],
    [t('design.colourChanges'), count(d.color_change_count)],
    [t('design.colourBlocks'), count(d.stitch_block_count)],
    ...(props.full
      ? ([
          [t('design.jumps'), count(d.jump_count)],
          [t('design.trims'), count(d.trim_count)],
        ] satisfies Fact[])
      : []),
    [
      t('design.formats'),
      d.embroidery_file_formats.map((f) => f.toUpperCase()).join(', ') || '—',
      'fact-formats',
    ],
    [t('design.stickType'), stickTypeLabel(d.stick_type, language)],
    [t('design.author'), d.author || '—'],
    [t('design.set'), d.stick_set || '—'],
    [t('design.categories'), chips(d.assigned_tags, (key) => categoryLabel(key, language))],
    [t('design.labels'), chips(d.labels, (label) => label)],
    [t('design.commercial'), yesNo(d.commercially_usable, t)],
    [t('design.sponsored'), yesNo(d.sponsored, t)],
    ...sourceFacts(d.source, t),
    ...(props.full
      ? ([[t('design.created'), formatDate(d.created_at, language) || '—']] satisfies Fact[])
      : []),
  ];
  return (
    <dl className="lib-facts">
      {facts.map(([label, value, testId]) => (
        <div key={label} data-testid={testId}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
