import { css } from 'goober';
import { Card } from '../Card';

// Each css`` call returns a generated class name and adds its rule to a <style> element
const classes = {
  card: css`
    border: 3px dashed rgb(220, 38, 38);
    padding: 16px;
    background-color: var(--surface, rgb(254, 226, 226));
  `,
  title: css`
    color: rgb(220, 38, 38);
    font-size: 20px;
  `,
  note: css`
    color: rgb(220, 38, 38);
    font-style: italic;
  `,
};

export default function GooberCard() {
  return <Card variant="goober" classes={classes} />;
}
