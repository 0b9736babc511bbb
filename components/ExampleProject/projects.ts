/**
 * What each walkthrough's project holds (files, bytes, apps and their ports, the Node range it
 * needs), defined at build time by plugins/exampleProjects. Read here once, so a page's chunk
 * carries the table once however many of the components it uses. (Assigned to a constant: the
 * definition is an object literal, which an arrow function's body cannot start with.)
 */
const PROJECTS = __EXAMPLE_PROJECTS__;

export const projectOf = (example: string) => PROJECTS[example]!;
