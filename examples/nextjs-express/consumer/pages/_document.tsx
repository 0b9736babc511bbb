import Document, {
  Html,
  Head,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import { revalidate, flushChunks, FlushedChunks } from '@module-federation/nextjs-mf/utils';

type Props = DocumentInitialProps & { chunks: string[] };

export default class MyDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    if (!ctx.pathname.endsWith('_error')) {
      const reloaded = await revalidate();
      if (reloaded) {
        console.log('[federation] a remote changed, server-side remote code reloaded');
      }
    }

    const initialProps = await Document.getInitialProps(ctx);
    // Files of the remote modules used while rendering this page
    const chunks = await flushChunks();
    return { ...initialProps, chunks };
  }

  render() {
    return (
      <Html lang="en">
        <Head>
          <FlushedChunks chunks={this.props.chunks} />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
