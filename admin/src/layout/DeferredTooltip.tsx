import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

// MUI's Tooltip brings Popper and popper.js (≈ 9 KB brotli); it is fetched when first wanted.
const MuiTooltip = lazy(() => import('@mui/material/Tooltip'));

type ChildProps = {
  'aria-label'?: string;
  className?: string;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
};

/**
 * MUI's Tooltip, loaded on the first pointer or focus on its element (the build puts it in place
 * of MUI's own wherever the app or react-admin imports it: admin/buildPlugins.ts). Until then the
 * element is shown as the Tooltip would show it, named by a text title; once loaded, the Tooltip
 * opens at once if the pointer or focus is still there.
 */
export default function DeferredTooltip(props: TooltipProps) {
  const [wanted, setWanted] = useState(false);
  const [openAtLoad, setOpenAtLoad] = useState(false);
  const plain = usePlainChild(props, (inside) => {
    setOpenAtLoad(inside);
    if (inside) setWanted(true);
  });
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <LoadedTooltip {...props} openAtLoad={openAtLoad} />
    </Suspense>
  );
}

function LoadedTooltip({ openAtLoad, ...props }: TooltipProps & { openAtLoad: boolean }) {
  const [open, setOpen] = useState(openAtLoad);
  if (props.open !== undefined) return <MuiTooltip {...props} />;
  return (
    <MuiTooltip
      {...props}
      open={open}
      onOpen={(event) => {
        setOpen(true);
        props.onOpen?.(event);
      }}
      onClose={(event) => {
        setOpen(false);
        props.onClose?.(event);
      }}
    />
  );
}

// What MUI's Tooltip gives its child while closed: the props it does not use itself, and a text
// title as the child's name (unless `describeChild`).
function usePlainChild(props: TooltipProps, onInside: (inside: boolean) => void) {
  const {
    arrow: _arrow,
    children,
    classes: _classes,
    describeChild,
    disableFocusListener: _disableFocusListener,
    disableHoverListener: _disableHoverListener,
    disableInteractive: _disableInteractive,
    disableTouchListener: _disableTouchListener,
    enterDelay: _enterDelay,
    enterNextDelay: _enterNextDelay,
    enterTouchDelay: _enterTouchDelay,
    followCursor: _followCursor,
    id: _id,
    leaveDelay: _leaveDelay,
    leaveTouchDelay: _leaveTouchDelay,
    onClose: _onClose,
    onOpen: _onOpen,
    open: _open,
    placement: _placement,
    slotProps: _slotProps,
    slots: _slots,
    title,
    ...other
  } = props;
  const child = children as ReactElement<ChildProps>;
  const own = child.props;
  const label = !describeChild && typeof title === 'string' && title !== '' ? title : undefined;
  return cloneElement(child, {
    ...(other as ChildProps),
    'aria-label': own['aria-label'] ?? label,
    className:
      [(other as ChildProps).className, own.className].filter(Boolean).join(' ') || undefined,
    onPointerEnter(event: PointerEvent) {
      onInside(true);
      own.onPointerEnter?.(event);
    },
    onPointerLeave(event: PointerEvent) {
      onInside(false);
      own.onPointerLeave?.(event);
    },
    onFocus(event: FocusEvent) {
      onInside(true);
      own.onFocus?.(event);
    },
  });
}
