import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Skeleton } from '@mui/material';

function ChartRoom({ height }: { height: number }) {
  return (
    <Box sx={{ height }}>
      <Skeleton variant="rectangular" height={height} />
    </Box>
  );
}

/** True once the element has come within `margin` of the screen (at once without an observer). */
function useNearScreen(enabled: boolean, margin = '200px') {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/**
 * Room for a lazily loaded chart (recharts is its own chunk): a placeholder of its height. With
 * `whenNearScreen` the chart (and recharts with it) loads only when its room comes near the
 * screen: below the fold of a phone, it costs the first paint nothing.
 */
export function LazyChart(props: {
  height: number;
  whenNearScreen?: boolean;
  children: ReactNode;
}) {
  const { ref, near } = useNearScreen(props.whenNearScreen === true);
  if (!near) {
    return (
      <div ref={ref}>
        <ChartRoom height={props.height} />
      </div>
    );
  }
  return <Suspense fallback={<ChartRoom height={props.height} />}>{props.children}</Suspense>;
}
