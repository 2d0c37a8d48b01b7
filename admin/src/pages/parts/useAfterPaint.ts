import { useEffect, useState } from 'react';

/**
 * False in a component's first render, true in a task of its own once that render has been
 * painted: what is below the first screen is drawn after it, so the first screen's render is a
 * shorter task (issue 17; the site's `useStages` does the same for its islands).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
