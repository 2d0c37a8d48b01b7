import type { Transfer } from '../../../stores/imports.ts';
import { Breakable } from '../../library/Breakable.tsx';
import { TransferProgress } from './TransferProgress.tsx';
import { useImportText } from './useImportText.ts';

/** An archive on its way before the api has made its import (or when sending it failed). */
export function TransferCard(props: { transfer: Transfer }) {
  const { t } = useImportText();
  const { transfer } = props;
  return (
    <article className="imp-card" data-testid="import-transfer" data-phase={transfer.phase}>
      <header className="imp-card-head">
        <h3 className="imp-name">
          <Breakable text={transfer.fileName} />
        </h3>
        <span className="imp-badge imp-badge-receiving">{t('state.receiving')}</span>
      </header>
      <TransferProgress transfer={transfer} />
    </article>
  );
}
