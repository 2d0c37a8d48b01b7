import { useEffect, useState, type RefObject } from 'react';

// How far ahead of the screen an image starts loading: half a screen. Chromium's own
// `loading="lazy"` reaches 1,250–2,500 px ahead, which on a phone's first screen of the home page
// fetched a dozen card previews the visitor has not scrolled to (docs/delivery.md "Images").
const AHEAD = '50% 0px';

type Listener = (near: boolean) => void;
const listeners = new Map<Element, Listener>();
let observer: IntersectionObserver | null = null;

// One observer for every preview of the page (a grown library holds hundreds of cards).
function watch(element: Element, listener: Listener): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: AHEAD },
  );
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    listeners.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * True from the moment the element comes within half a screen of the viewport (and from then
 * on); true at once where IntersectionObserver is missing, or when `enabled` is false.
 */
export function useNearScreen(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return watch(element, (isNear) => {
      if (isNear) setNear(true);
    });
  }, [near, ref]);
  return near;
}
