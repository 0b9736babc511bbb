import { federation } from '@module-federation/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  // Hosts have this address in their config, so never move to another port
  server: { port: 5174, strictPort: true },
  preview: { port: 5174, strictPort: true },
  plugins: [
    react(),
    federation({
      name: 'remote',
      // Fixed file name instead of the default remoteEntry-[hash].js
      filename: 'remoteEntry.js',
      // Also write mf-manifest.json (the Vite plugin does not by default)
      manifest: true,
      exposes: {
        './Button': './src/Button.tsx',
      },
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
      },
      // The template's tsconfig.json only lists references; generate the
      // remote's types with the app's own compiler options
      dts: { tsConfigPath: './tsconfig.app.json' },
      // Push changes to a Vite host's page during development
      dev: { remoteHmr: true },
    }),
  ],
})
