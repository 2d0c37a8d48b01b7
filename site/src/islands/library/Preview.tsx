import { useEffect, useRef, useState } from 'react';
import { Icon } from './Icon.tsx';
import { avifOf, avifSrcSet, type PreviewCandidates } from './previewSources.ts';
import { useNearScreen } from './useNearScreen.ts';

/**
 * A design preview on a fabric-coloured square (thread colours stay readable in both themes).
 * The box keeps its aspect ratio before the image arrives, so the grid never jumps. Browsers that
 * read AVIF get the preview as AVIF; the PNG stays the fallback.
 */
export function Preview(props: {
  src: string;
  alt: string;
  /** The size it is drawn at, for the width and height attributes (the box is square). */
  size: number;
  /**
   * The page's main image: loaded at once and before other images (the page's largest paint).
   * Otherwise the preview loads when it comes within half a screen of the viewport.
   */
  priority?: boolean;
  /** Larger sizes of the same preview, and how wide it is shown (`sizes`), for a `srcset`. */
  candidates?: { list: PreviewCandidates; sizes: string };
  className?: string;
  /** Called once the image has loaded or failed, or at once when there is none to load. */
  onSettled?: () => void;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box, !props.priority);
  const broken = !props.src || failed === props.src;
  const srcSet = props.candidates ? avifSrcSet(props.candidates.list) : avifOf(props.src);
  const { onSettled } = props;
  useEffect(() => {
    if (broken) onSettled?.();
  }, [broken, onSettled]);
  return (
    <div className={`lib-preview ${props.className ?? ''}`} ref={box}>
      {!near ? null : broken ? (
        <Icon name="needle" size={Math.min(48, props.size / 4)} className="lib-preview-empty" />
      ) : (
        <picture>
          {srcSet && <source type="image/avif" srcSet={srcSet} sizes={props.candidates?.sizes} />}
          <img
            src={props.src}
            alt={props.alt}
            width={props.size}
            height={props.size}
            loading={props.priority ? 'eager' : 'lazy'}
            fetchPriority={props.priority ? 'high' : 'auto'}
            decoding={props.priority ? 'auto' : 'async'}
            onLoad={onSettled}
            onError={() => setFailed(props.src)}
          />
        </picture>
      )}
    </div>
  );
}
