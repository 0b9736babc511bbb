/**
 * rspress.config.ts plus the bundle analyser (@rsdoctor/rspack-plugin) on the browser build, writing
 * its data as JSON into `.bench/analyze/` instead of opening its web UI. Used by `npm run analyze`.
 */
import path from 'node:path';
import { RsdoctorRspackPlugin } from '@rsdoctor/rspack-plugin';
import { defineConfig } from '@rspress/core';
import site from '../../rspress.config';

export const ANALYZE_DIR = path.resolve(import.meta.dirname, '../../.bench/analyze');

export default defineConfig({
  ...site,
  outDir: ANALYZE_DIR,
  builderConfig: {
    ...site.builderConfig,
    tools: {
      rspack: (config, { environment }) => {
        if (environment.name !== 'web') return config;
        config.plugins ??= [];
        config.plugins.push(
          new RsdoctorRspackPlugin({
            disableClientServer: true,
            features: ['bundle'],
            output: { mode: 'brief', options: { type: ['json'] } },
          }),
        );
        return config;
      },
    },
  },
});
