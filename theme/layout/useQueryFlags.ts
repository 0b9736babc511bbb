/** The query flags of the current URL (see queryFlags.ts), for components. */
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { parseQueryFlags, type QueryFlags } from './queryFlags';

const NO_FLAGS: QueryFlags = { hidden: {} };

/**
 * Read after mount: the pre-rendered HTML was made without a query string, so reading it
 * during the first render would break hydration.
 */
export function useQueryFlags(): QueryFlags {
  const { search } = useLocation();
  const [flags, setFlags] = useState(NO_FLAGS);
  useEffect(() => {
    const next = search ? parseQueryFlags(search) : NO_FLAGS;
    setFlags(next);
    // Keep the pre-hydration attribute set by the inline head script in step with the URL.
    document.documentElement.dataset.hide = Object.keys(next.hidden).join(' ');
  }, [search]);
  return flags;
}
