import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';

/**
 * Whether the parts of a page below its main image may come now (issue 17, docs/delivery.md
 * "First things first"): once the image has been drawn — a frame after it loaded or failed — or
 * after `fallbackMs` at the latest. Until then they neither render nor ask the api for anything,
 * so on a phone's connection the image is not sharing the line or the processor with them.
 * Returns the flag and the callback to hand to the image (`onSettled`).
 */
export function useAfterMainImage(fallbackMs = 2500): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  const cancel = useRef<(() => void) | null>(null);
  const settled = useCallback(() => {
    cancel.current ??= afterNextPaint(() => setReady(true));
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), fallbackMs);
    return () => {
      clearTimeout(timer);
      cancel.current?.();
    };
  }, [fallbackMs]);
  return [ready, settled];
}
