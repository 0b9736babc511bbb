/**
 * The box near the top of a walkthrough page: the download of the project the page was written
 * from (made from examples/<name>/ at build time) and the one command that installs, builds and
 * serves it. What it says of the project comes from plugins/exampleProjects (`__EXAMPLE_PROJECTS__`).
 */
import { useSiteI18n } from '../../theme/i18n';
import { fill, formatBytes } from './format';
import { projectOf } from './projects';
import './ExampleProject.css';

export function ExampleDownload({ example }: { example: string }) {
  const t = useSiteI18n();
  const { files, bytes, apps, node } = projectOf(example);
  const ports = apps.map((app) => `${app.dir === '.' ? example : app.dir} :${app.port}`).join(', ');
  return (
    <aside className="mf-example-download" aria-label={t('exampleDownloadTitle')}>
      <p className="mf-example-download-title">
        <strong>{t('exampleDownloadTitle')}</strong>{' '}
        <a href={`/examples/${example}.zip`} download>
          {fill(t('exampleDownloadLink'), { name: example, size: formatBytes(bytes), files })}
        </a>
      </p>
      <p>{t('exampleDownloadRun')}</p>
      <pre className="mf-example-download-command">
        <code>node start.mjs</code>
      </pre>
      <p>
        {fill(t('exampleDownloadWhat'), { apps: ports })}
        {node ? ` ${fill(t('exampleDownloadNode'), { range: node })}` : ''}
      </p>
    </aside>
  );
}
