import type { DesignFile } from '@stickerei/shared/domain';
import { formatBytes } from '../../lib/library/formatting.ts';
import { Icon } from '../library/Icon.tsx';
import { useT } from '../library/useT.ts';

/** The files kept for the design: one per machine format, the originals as uploaded. */
export function StoredFiles(props: { files: readonly DesignFile[] }) {
  const { language, t } = useT();
  if (props.files.length === 0) return <p className="muted">{t('files.none')}</p>;
  return (
    <ul className="lib-stored" data-testid="stored-files">
      {props.files.map((file) => (
        <li key={file.format} data-format={file.format}>
          <Icon name="file" size={18} />
          <span className="lib-stored-format">{file.format.toUpperCase()}</span>
          <span className="lib-stored-name">{file.file_name}</span>
          <span className="lib-stored-size">{formatBytes(file.size_bytes, language)}</span>
        </li>
      ))}
    </ul>
  );
}
