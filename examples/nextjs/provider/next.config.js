const { NextFederationPlugin } = require('@module-federation/nextjs-mf');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  webpack(config) {
    config.plugins.push(
      new NextFederationPlugin({
        // Unique name; the consumer uses it in its remotes
        name: 'provider',
        // Path of the remote entry inside .next/; required by the plugin
        filename: 'static/chunks/remoteEntry.js',
        exposes: {
          './Button': './components/Button.tsx',
        },
        // React, react-dom and next/* are shared by default
        shared: {},
        extraOptions: {},
      }),
    );
    return config;
  },
};

module.exports = nextConfig;
