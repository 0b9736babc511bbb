/**
 * What each walkthrough's project holds (files, bytes, apps and their ports, the Node range it
 * needs), defined at build time by plugins/exampleProjects. Read here once, so a page's chunk
 * carries the table once however many of the components it uses.
 */
export const projectOf = (example: string) => __EXAMPLE_PROJECTS__[example]!;
