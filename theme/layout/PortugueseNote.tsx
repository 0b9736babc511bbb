/**
 * The note a reader gets who followed an address of the official site's Portuguese edition
 * (`/pt-BR/…`): the redirect table sends it to the English page with `?from=pt-BR`, and this says,
 * in Portuguese, at the top of that page, which languages the site has. Once: the query is taken
 * out of the address, and the note goes with the first navigation away.
 */
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { FROM_PORTUGUESE } from '../../navigation/portuguese';

const [KEY, VALUE] = FROM_PORTUGUESE.split('=') as [string, string];

export function PortugueseNote() {
  const { pathname } = useLocation();
  const [landed, setLanded] = useState<{ pathname: string; text: string } | undefined>(undefined);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get(KEY) !== VALUE) return;
    params.delete(KEY);
    const search = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`,
    );
    const landedOn = window.location.pathname;
    // The text comes with its own chunk: every other page carries only this check.
    import('./portugueseNoteText').then(({ PORTUGUESE_NOTE }) => setLanded({ pathname: landedOn, text: PORTUGUESE_NOTE }));
  }, []);

  if (landed === undefined || landed.pathname !== pathname) return null;
  return (
    <p className="mf-portuguese-note" lang="pt-BR" role="note">
      {landed.text}
    </p>
  );
}
