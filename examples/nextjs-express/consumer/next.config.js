const { NextFederationPlugin } = require('@module-federation/nextjs-mf');

// The server build loads the provider's Node.js entry, the client build its browser entry
const remotes = (isServer) => {
  const location = isServer ? 'ssr' : 'chunks';
  return {
    provider: `provider@http://localhost:3301/_next/static/${location}/remoteEntry.js`,
  };
};

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  webpack(config, options) {
    config.plugins.push(
      new NextFederationPlugin({
        name: 'consumer',
        // Required even when the app exposes nothing
        filename: 'static/chunks/remoteEntry.js',
        remotes: remotes(options.isServer),
        shared: {},
        extraOptions: {},
      }),
    );
    return config;
  },
};

module.exports = nextConfig;
