declare module 'provider/pages/shop/index' {
  import type { GetServerSideProps, NextPage } from 'next';

  export type ShopProps = { products: string[]; renderedAt: string };
  export const getServerSideProps: GetServerSideProps<ShopProps>;
  const ShopPage: NextPage<ShopProps>;
  export default ShopPage;
}

declare module 'provider/pages/about' {
  import type { NextPage } from 'next';

  export type AboutProps = { builtBy: string };
  const AboutPage: NextPage<AboutProps>;
  export default AboutPage;
}
