import { Card } from '../Card';
import './card.css';

export default function PrefixedCard() {
  return (
    // The rules of card.css only match inside this element
    <div className="remote-scope">
      <Card variant="prefixed" classes={{ card: 'card', title: 'title', note: 'note' }} />
    </div>
  );
}
