import { Card } from '../Card';
// Global CSS: the build emits it as a file that is linked into document.head
import '../card.css';

export default function GlobalCard() {
  return <Card variant="global" classes={{ card: 'card', title: 'title', note: 'note' }} />;
}
