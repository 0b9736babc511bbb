/**
 * What the runtime decided in one run of the Share lab: per application, the version it got and from
 * whom, and every message the runtime printed or threw, word for word. A message with a RUNTIME code
 * links to that code's entry in the troubleshooting guide of the reader's language.
 */
import { useLang } from '@rspress/core/runtime';
import { Fragment, type ReactNode } from 'react';
import { useSiteI18n } from '../../theme/i18n';
import type { AppOutcome, LabOutcome } from './negotiate';

const CODE = /RUNTIME-(\d{3})/;

/** A translated sentence with {placeholders} filled by elements: the languages order the parts differently. */
function fill(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((piece, index) => (index % 2 === 0 ? piece : <Fragment key={index}>{parts[piece]}</Fragment>));
}

function Message({ text, className }: { text: string; className: string }) {
  const t = useSiteI18n();
  const lang = useLang();
  const code = CODE.exec(text);
  const prefix = lang === 'zh' ? '/zh' : '';
  return (
    <li className={className}>
      {text}
      {code && (
        <>
          {' '}
          <a href={`${prefix}/guide/troubleshooting/runtime#runtime-${code[1]}`}>{`${code[0]} ${t('shareLabDocsLinkText')}`}</a>
        </>
      )}
    </li>
  );
}

function Outcome({ app }: { app: AppOutcome }) {
  const t = useSiteI18n();
  return (
    <li data-app={app.name}>
      <code>{app.name}</code> · <code>{`${app.call}()`}</code>:{' '}
      {app.got && app.ownCopy ? (
        // loadShare returned false, so the build's code runs the application's own module. Both languages put {from}
        // before {returned}: the provider is the first <code> of the sentence, as in the sentence for a shared copy.
        <span>
          {fill(t('shareLabOwnCopyText'), {
            version: <strong>{app.got.version}</strong>,
            from: <code>{app.got.from}</code>,
            returned: <code>{app.returned}</code>,
          })}
        </span>
      ) : app.got ? (
        <span>{fill(t('shareLabGotText'), { version: <strong>{app.got.version}</strong>, from: <code>{app.got.from}</code> })}</span>
      ) : app.error !== undefined ? (
        <span className="mf-share-lab__error">{t('shareLabThrewText')}</span>
      ) : (
        <span>
          {t('shareLabReturnedText')} <code>{app.returned ?? 'undefined'}</code>
        </span>
      )}
      {app.error !== undefined && (
        <ul className="mf-share-lab__messages">
          <Message text={app.error} className="mf-share-lab__message mf-share-lab__error" />
        </ul>
      )}
      {app.messages.length > 0 ? (
        <>
          <div>{t('shareLabMessagesText')}</div>
          <ul className="mf-share-lab__messages">
            {app.messages.map((message, index) => (
              <Message key={index} text={message} className="mf-share-lab__message" />
            ))}
          </ul>
        </>
      ) : (
        app.error === undefined && <div className="mf-share-lab__muted">{t('shareLabNoMessagesText')}</div>
      )}
    </li>
  );
}

export function Results({ outcome }: { outcome: LabOutcome }) {
  const t = useSiteI18n();
  return (
    <>
      <ol className="mf-share-lab__outcomes">
        {outcome.apps.map((app) => (
          <Outcome key={app.name} app={app} />
        ))}
      </ol>
      {outcome.scope.length > 0 && (
        <div>
          {t('shareLabScopeText')}
          <ul className="mf-share-lab__messages">
            {outcome.scope.map((entry) => (
              <li key={entry.version}>
                <code>{entry.version}</code>:{' '}
                {entry.loaded ? `${t('shareLabScopeLoadedText')} ${entry.useIn.join(', ')}` : t('shareLabScopeUnloadedText')}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
