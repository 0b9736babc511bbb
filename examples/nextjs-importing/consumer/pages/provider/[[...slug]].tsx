import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import type { GetServerSideProps } from 'next';
import { getInstance } from '@module-federation/enhanced/runtime';

type PagesMap = Record<string, string>;

type RemotePageModule = {
  default: ComponentType<Record<string, unknown>>;
  getServerSideProps?: GetServerSideProps<Record<string, unknown>>;
};

type Props = {
  modulePath: string;
  pageProps: Record<string, unknown>;
};

// The federation instance the build created for this app; the global loadRemote of the
// runtime copy bundled into this page has no instance (RUNTIME-009)
const federation = () => {
  const instance = getInstance((candidate) => candidate.name === 'consumer');
  if (!instance) {
    throw new Error('The federation runtime of "consumer" has not started');
  }
  return instance;
};

// './pages/shop/index' -> 'provider/pages/shop/index'
const toRequest = (modulePath: string) => `provider/${modulePath.slice(2)}`;

export const getServerSideProps: GetServerSideProps<Props, { slug?: string[] }> = async (
  context,
) => {
  const route = `/${(context.params?.slug ?? []).join('/')}`;
  const pagesMap = await federation().loadRemote<{ default: PagesMap }>('provider/pages-map');
  const modulePath = pagesMap?.default?.[route];
  if (!modulePath) {
    return { notFound: true };
  }

  const page = await federation().loadRemote<RemotePageModule>(toRequest(modulePath));
  if (!page?.getServerSideProps) {
    return { props: { modulePath, pageProps: {} } };
  }

  // Run the remote page's own data method and pass its result through
  const result = await page.getServerSideProps(context);
  if ('props' in result) {
    return { props: { modulePath, pageProps: await result.props } };
  }
  return result; // a redirect or notFound from the remote page
};

export default function FederatedPage({ modulePath, pageProps }: Props) {
  const Page = useMemo(
    () =>
      lazy(async () => {
        const page = await federation().loadRemote<RemotePageModule>(toRequest(modulePath));
        if (!page) {
          throw new Error(`Could not load ${modulePath} from provider`);
        }
        return page;
      }),
    [modulePath],
  );

  return (
    <Suspense fallback={<p>Loading page…</p>}>
      <Page {...pageProps} />
    </Suspense>
  );
}
