import { cloneElement, useEffect, useState } from 'react';
import type { FocusEvent, MouseEvent, ReactElement } from 'react';
import type MuiTooltip from '@mui/material/Tooltip';
import type { TooltipProps } from '@mui/material/Tooltip';

type TooltipComponent = typeof MuiTooltip;

/**
 * MUI's Tooltip with Popper.js (~12 kB gzip) is not part of the panel's first screen: it is fetched
 * as soon as this module is read, beside the rest of the panel, and is nearly always here before a
 * tooltip could be asked for (bench/README.md, "What loads after sign-in").
 */
let loaded: TooltipComponent | undefined;
const loading: Promise<TooltipComponent> = import('@mui/material/Tooltip').then((module) => {
  loaded = module.default;
  return loaded;
});

type ChildHandlers = {
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

/**
 * A Tooltip that draws its child alone until MUI's Tooltip is here. Its open state is kept here, so
 * a pointer or the focus that reached the child before MUI's Tooltip arrived opens it at once.
 */
export function LazyTooltip({
  children,
  onOpen,
  onClose,
  ...props
}: TooltipProps & { children: ReactElement<ChildHandlers> }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loaded);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (Tooltip) return;
    let live = true;
    void loading.then((component) => {
      if (live) setTooltip(() => component);
    });
    return () => {
      live = false;
    };
  }, [Tooltip]);

  if (Tooltip) {
    return (
      <Tooltip
        {...props}
        open={open}
        onOpen={(event) => {
          setOpen(true);
          onOpen?.(event);
        }}
        onClose={(event) => {
          setOpen(false);
          onClose?.(event);
        }}
      >
        {children}
      </Tooltip>
    );
  }
  const own = children.props;
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent) => {
      own.onMouseEnter?.(event);
      setOpen(true);
    },
    onMouseLeave: (event: MouseEvent) => {
      own.onMouseLeave?.(event);
      setOpen(false);
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      setOpen(true);
    },
    onBlur: (event: FocusEvent) => {
      own.onBlur?.(event);
      setOpen(false);
    },
  });
}
