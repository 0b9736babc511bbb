/**
 * The build configuration of each application in the Share lab's table, written from the table as it
 * is now (not from the last run), each in a code block with a Copy button.
 */
import { copyText, useCopiedFlag } from '../../theme/clipboard';
import { useSiteI18n } from '../../theme/i18n';
import { configCode } from './configCode';
import type { LabInput } from './negotiate';

function ConfigBlock({ name, code }: { name: string; code: string }) {
  const t = useSiteI18n();
  const [copied, markCopied] = useCopiedFlag();
  const copy = async () => {
    if (await copyText(code)) markCopied();
  };
  return (
    <figure className="mf-share-lab__config">
      <figcaption>
        <code>{name}</code>
        <span>module-federation.config.ts</span>
        <button type="button" aria-label={`${t('shareLabCopyText')} ${name}`} onClick={copy}>
          {t('shareLabCopyText')}
        </button>
        {/* Announced once, where the reader pressed. */}
        <span role="status">{copied ? t('shareLabCopiedText') : ''}</span>
      </figcaption>
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

export function ConfigBlocks({ input }: { input: LabInput }) {
  const t = useSiteI18n();
  return (
    <details className="mf-share-lab__configs" open>
      <summary>{t('shareLabCodeText')}</summary>
      {input.apps.map((app) => (
        <ConfigBlock key={app.name} name={app.name} code={configCode(input, app)} />
      ))}
    </details>
  );
}
