import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Card } from '../Card';
// ?inline: the compiled CSS as a string, not a file linked into document.head
import css from '../card.css?inline';

export default function ShadowCard() {
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null);

  useLayoutEffect(() => {
    const element = hostRef.current;
    if (!element) return;
    // attachShadow throws on an element that already has a shadow root
    setShadowRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);

  return (
    <div ref={hostRef} data-part="shadow-host">
      {shadowRoot &&
        createPortal(
          <>
            {/* The styles travel with the markup, inside the shadow root */}
            <style>{css}</style>
            <Card variant="shadow" classes={{ card: 'card', title: 'title', note: 'note' }} />
          </>,
          shadowRoot,
        )}
    </div>
  );
}
