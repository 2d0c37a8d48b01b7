import type { DesignThreadBlock, DesignThreads, Language } from '@stickerei/shared/domain';
import { formatCount } from '../../lib/library/formatting.ts';
import { formatBlockMinutes, formatDeltaE } from '../../lib/machine/runningTime.ts';
import { MY_THREADS } from '../../lib/machine/threadChoice.ts';
import { ThreadSwatch } from './ThreadSwatch.tsx';
import { useMachineText, type MachineTranslate } from './useMachineText.ts';

function threadName(block: DesignThreadBlock): string {
  const m = block.match;
  return m ? `${m.brandName} ${m.code} ${m.name}`.trim() : '';
}

function ThreadCell(props: { block: DesignThreadBlock; language: Language; mt: MachineTranslate }) {
  const { block, mt } = props;
  if (!block.match) return <span className="muted">{mt('list.noThreads')}</span>;
  if (block.noneClose) {
    return (
      <>
        <strong className="mach-none-close">{mt('list.noneClose')}</strong>
        <span className="mach-nearest">
          {mt('list.nearest', {
            thread: threadName(block),
            deltaE: formatDeltaE(block.match.deltaE, props.language),
          })}
        </span>
      </>
    );
  }
  return (
    <>
      <span className="mach-thread-brand">{block.match.brandName}</span>{' '}
      <strong>{block.match.code}</strong> <span>{block.match.name}</span>
    </>
  );
}

/** The blocks in sewing order: design colour and thread side by side, ΔE, stitches, minutes. */
export function BlockTable(props: { threads: DesignThreads; chart: string }) {
  const { language, mt } = useMachineText();
  const count = (n: number) => formatCount(n, language);
  return (
    <div className="mach-table-wrap">
      <table className="mach-table" data-testid="design-thread-list">
        <caption>
          {props.threads.brand === MY_THREADS
            ? mt('list.captionMine')
            : mt('list.caption', { chart: props.chart })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{mt('list.block')}</th>
            <th scope="col">{mt('list.colours')}</th>
            <th scope="col">{mt('list.thread')}</th>
            <th scope="col" className="mach-number">
              {mt('list.deltaE')}
            </th>
            <th scope="col" className="mach-number">
              {mt('list.stitches')}
            </th>
            <th scope="col" className="mach-number">
              {mt('list.minutes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.threads.blocks.map((block) => (
            <tr
              key={block.index}
              data-testid="thread-block"
              data-code={block.match?.code ?? ''}
              data-none-close={block.noneClose || undefined}
            >
              <td>{block.index}</td>
              <td className="mach-swatch-pair">
                <ThreadSwatch rgb={block.rgb} label={mt('list.designColour', { rgb: block.rgb })} />
                <ThreadSwatch
                  rgb={block.match && !block.noneClose ? block.match.rgb : null}
                  label={
                    block.match && !block.noneClose
                      ? mt('list.threadColour', { rgb: block.match.rgb })
                      : undefined
                  }
                />
              </td>
              <td className="mach-thread">
                <ThreadCell block={block} language={language} mt={mt} />
              </td>
              <td className="mach-number">
                {block.match ? formatDeltaE(block.match.deltaE, language) : '—'}
              </td>
              <td className="mach-number">{count(block.stitches)}</td>
              <td className="mach-number">{formatBlockMinutes(block.minutes, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
