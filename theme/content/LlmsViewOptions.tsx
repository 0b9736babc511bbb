/**
 * The menu that opens a page in outside AI sites, which this site does not offer
 * (`llmsUI.viewOptions: false`). The framework's title still imports its component and ships
 * its code and site icons to every page; exporting an empty one in its place leaves them out.
 */
export function LlmsViewOptions() {
  return null;
}
