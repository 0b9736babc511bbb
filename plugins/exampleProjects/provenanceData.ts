/**
 * What `<TestedWith>` receives from the build (see ./provenance.ts): a file of its own, with no
 * imports, so the component's bundle reaches none of the build-time code.
 */
export interface Provenance {
  example: string;
  headline: string[];
  ran: { name: string; versions: string[] }[];
  read: { name: string; version: string }[];
  /** The Node.js and (when the checks open pages) the browser of the last full run: "Node.js 20.20.2", "Chromium 150". */
  runtime: string[];
}
