// Replaced at build time by source.define in rsbuild.config.ts
declare const RELEASE: string;
