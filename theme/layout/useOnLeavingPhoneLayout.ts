import { useEffect, useEffectEvent } from 'react';
import { WIDE_MEDIA } from './breakpoint';

/** Calls `onWide` each time the window grows out of the phone layout, while `active`. */
export function useOnLeavingPhoneLayout(onWide: () => void, active = true) {
  const leave = useEffectEvent(onWide);
  useEffect(() => {
    if (!active) return;
    const wide = window.matchMedia(WIDE_MEDIA);
    const onChange = () => wide.matches && leave();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [active]);
}
