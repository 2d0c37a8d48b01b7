import { useState } from 'react';
import { Icon } from './Icon.tsx';

/**
 * A design preview on a fabric-coloured square (thread colours stay readable in both themes).
 * The box keeps its aspect ratio before the image arrives, so the grid never jumps.
 */
export function Preview(props: {
  src: string;
  alt: string;
  size: number;
  eager?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !props.src || failed === props.src;
  return (
    <div className={`lib-preview ${props.className ?? ''}`}>
      {broken ? (
        <Icon name="needle" size={Math.min(48, props.size / 4)} className="lib-preview-empty" />
      ) : (
        <img
          src={props.src}
          alt={props.alt}
          width={props.size}
          height={props.size}
          loading={props.eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(props.src)}
        />
      )}
    </div>
  );
}
