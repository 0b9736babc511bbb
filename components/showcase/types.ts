/** One card of the showcase page. */
export interface ShowcaseEntry {
  /** Project or example name, as its authors write it. */
  name: string;
  /** Public https link: the repository, folder or site. */
  url: string;
  /** A company or open-source project using Module Federation, or an example application. */
  kind: 'project' | 'example';
  /** What it federates, one sentence per language. */
  federates: { en: string; zh: string };
  /** Bundlers and frameworks involved, e.g. ['Rsbuild', 'React']. */
  stack: string[];
}
