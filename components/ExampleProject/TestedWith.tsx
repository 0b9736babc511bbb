/**
 * The line under a walkthrough page's title that says what the page was tested with, folded to
 * its headline (Module Federation, bundler, UI library, Node.js, browser) so that the page's
 * topic comes first; opened, it lists every pinned package that ran, what was only read in a
 * package's code, and the page's own notes (children). Its data is the project's own pins and
 * lock files, added at build time by plugins/exampleProjects (see provenance.ts).
 */
import type { ReactNode } from 'react';
import type { Provenance } from '../../plugins/exampleProjects/provenanceData';
import { useSiteI18n } from '../../theme/i18n';
import { fill } from './format';
import './ExampleProject.css';

interface TestedWithProps {
  example: string;
  /** Packages whose code the page read but did not run, separated by spaces. */
  read?: string;
  /** Added at build time; a page does not write it. */
  data?: string;
  children?: ReactNode;
}

export function TestedWith({ example, data, children }: TestedWithProps) {
  const t = useSiteI18n();
  if (!data) return null;
  const provenance = JSON.parse(data) as Provenance;
  return (
    <details className="mf-tested-with">
      <summary>
        <span className="mf-tested-with-title">{t('testedWithTitle')}</span> {provenance.headline.join(' · ')}
      </summary>
      <div className="mf-tested-with-body">
        <p>
          {fill(t('testedWithRan'), { example, runtime: provenance.runtime.join(', ') })}{' '}
          {provenance.ran.map(({ name, versions }, index) => (
            <span key={name}>
              {index > 0 ? ', ' : ''}
              <code>{name}</code> {versions.join(', ')}
            </span>
          ))}
          .
        </p>
        {provenance.read.length > 0 && (
          <p>
            {t('testedWithRead')}{' '}
            {provenance.read.map(({ name, version }, index) => (
              <span key={name}>
                {index > 0 ? ', ' : ''}
                <code>{name}</code> {version}
              </span>
            ))}
            .
          </p>
        )}
        {children}
      </div>
    </details>
  );
}
