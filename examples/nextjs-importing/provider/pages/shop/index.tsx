import type { GetServerSideProps } from 'next';

type ShopProps = {
  products: string[];
  renderedAt: string;
};

export default function ShopPage({ products, renderedAt }: ShopProps) {
  return (
    <main style={{ padding: 32, fontFamily: 'sans-serif' }}>
      <h1>Shop</h1>
      <ul>
        {products.map((product) => (
          <li key={product}>{product}</li>
        ))}
      </ul>
      <p>Data loaded on the server at {renderedAt}.</p>
    </main>
  );
}

export const getServerSideProps: GetServerSideProps<ShopProps> = async () => ({
  props: {
    products: ['Keyboard', 'Mouse', 'Monitor'],
    renderedAt: new Date().toISOString(),
  },
});
