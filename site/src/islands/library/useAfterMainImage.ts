import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the parts of a page below its main image may come now (issue 17, docs/delivery.md
 * "The main image first"): once the image has been drawn — a frame after it loaded or failed — or
 * after `fallbackMs` at the latest. Until then they neither render nor ask the api for anything,
 * so on a phone's connection the image is not sharing the line or the processor with them.
 * Returns the flag and the callback to hand to the image (`onSettled`).
 */
export function useAfterMainImage(fallbackMs = 2500): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  const settled = useCallback(() => {
    requestAnimationFrame(() => setTimeout(() => setReady(true), 0));
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), fallbackMs);
    return () => clearTimeout(timer);
  }, [fallbackMs]);
  return [ready, settled];
}
