import { RetryPlugin } from '@module-federation/retry-plugin';

export default () =>
  RetryPlugin({
    // Manifest requests (mf-manifest.json)
    fetch: {
      retryTimes: 2,
    },
    // Remote entry scripts and exposed modules
    script: {
      retryTimes: 2,
      retryDelay: 500,
    },
  });
