/** Which code-hosting platform a repository link points to, for the source badge's icon. */
export type CodeHost = 'github' | 'gitlab';

/** GitLab for gitlab.com and `gitlab.*` hosts, GitHub otherwise. */
export function codeHostOf(href: string): CodeHost {
  const { hostname } = new URL(href);
  return hostname === 'gitlab.com' || hostname.startsWith('gitlab.') || hostname.endsWith('.gitlab.com') ? 'gitlab' : 'github';
}
