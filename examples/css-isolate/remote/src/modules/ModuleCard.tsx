import { Card } from '../Card';
// *.module.css: the default export maps each class to its generated name
import styles from './Card.module.css';

export default function ModuleCard() {
  return (
    <Card
      variant="modules"
      classes={{ card: styles.card!, title: styles.title!, note: styles.note! }}
    />
  );
}
