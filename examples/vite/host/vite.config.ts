import { federation } from '@module-federation/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  plugins: [
    react(),
    federation({
      name: 'host',
      remotes: {
        // '<alias used in imports>': '<remote name>@<URL of its manifest>'
        remote: 'remote@http://localhost:5174/mf-manifest.json',
        rsbuild_remote: 'rsbuild_remote@http://localhost:3011/mf-manifest.json',
      },
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
      },
      // Once a shared module is loaded (here: the host's copy), keep using it
      // even when a remote offers the same version
      shareStrategy: 'loaded-first',
      // Types of the remotes come from src/remotes.d.ts
      dts: false,
      // Apply the Vite remote's changes without a reload during development
      dev: { remoteHmr: true },
    }),
  ],
})
