import type { GetServerSideProps } from 'next';
import RemoteShop, {
  getServerSideProps as remoteGetServerSideProps,
  type ShopProps,
} from 'provider/pages/shop/index';

// Declared here so that Next.js sees a server-rendered page;
// the remote page does the actual data loading
export const getServerSideProps: GetServerSideProps<ShopProps> = (context) =>
  remoteGetServerSideProps(context);

export default RemoteShop;
