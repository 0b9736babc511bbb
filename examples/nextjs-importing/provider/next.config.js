const { NextFederationPlugin } = require('@module-federation/nextjs-mf');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  webpack(config) {
    config.plugins.push(
      new NextFederationPlugin({
        name: 'provider',
        filename: 'static/chunks/remoteEntry.js',
        exposes: {
          './Button': './components/Button.tsx',
          './Greeting': './components/Greeting.tsx',
          './WindowWidth': './components/WindowWidth.tsx',
        },
        shared: {},
        extraOptions: {
          // Expose every page under pages/, plus the route maps
          exposePages: true,
        },
      }),
    );
    return config;
  },
};

module.exports = nextConfig;
