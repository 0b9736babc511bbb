/**
 * A "Source" badge linking to where something is defined in a repository: the
 * framework's SourceCode badge, with the GitHub or GitLab icon picked from the link's host.
 * The label comes from `sourceCodeText` in i18n.json ("Source" / "源码").
 */
import { SourceCode } from '@rspress/core/theme';
import { codeHostOf } from './codeHost';

export function SourceBadge({ href }: { href: string }) {
  return <SourceCode href={href} platform={codeHostOf(href)} />;
}
