const { NextFederationPlugin } = require('@module-federation/nextjs-mf');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  webpack(config) {
    config.plugins.push(
      new NextFederationPlugin({
        name: 'consumer',
        filename: 'static/chunks/remoteEntry.js',
        // No build-time remotes: they are registered at run time
        remotes: {},
        shared: {},
        extraOptions: {},
      }),
    );
    return config;
  },
};

module.exports = nextConfig;
