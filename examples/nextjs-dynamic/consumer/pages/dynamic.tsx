import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import type { GetServerSideProps } from 'next';
import { ensureRemote, federation } from '@/lib/remotes';

type ButtonModule = { default: ComponentType<{ label?: string }> };
type Props = { providerOrigin: string };

// Decide on the server, per request, where the provider lives
export const getServerSideProps: GetServerSideProps<Props> = async () => ({
  props: {
    providerOrigin: process.env.PROVIDER_ORIGIN ?? 'http://localhost:3301',
  },
});

export default function DynamicPage({ providerOrigin }: Props) {
  const RemoteButton = useMemo(
    () =>
      lazy(async () => {
        ensureRemote('provider', providerOrigin);
        const mod = await federation().loadRemote<ButtonModule>('provider/Button');
        if (!mod) {
          throw new Error('provider/Button could not be loaded');
        }
        return mod;
      }),
    [providerOrigin],
  );

  return (
    <main style={{ padding: 32, fontFamily: 'sans-serif' }}>
      <h1>Dynamic remote</h1>
      <p>Provider: {providerOrigin}</p>
      <Suspense fallback={<p>Loading the remote button…</p>}>
        <RemoteButton label="Loaded with loadRemote" />
      </Suspense>
    </main>
  );
}
