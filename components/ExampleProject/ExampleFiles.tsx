/**
 * The "All files" section of a walkthrough page: every file of the project's download with its
 * content. Closed at first; the listing (`/examples/<name>.files.json`, written by
 * plugins/exampleProjects) is fetched when the reader opens it, so the page itself carries none
 * of it. A lock file stays folded inside: thousands of lines that npm reads, not people.
 */
import { type SyntheticEvent, useState } from 'react';
import { useSiteI18n } from '../../theme/i18n';
import { fill, formatBytes } from './format';
import { projectOf } from './projects';
import './ExampleProject.css';

interface ListedFile {
  path: string;
  bytes: number;
  text?: string;
}

type State = { stage: 'closed' | 'loading' | 'error' } | { stage: 'ready'; files: ListedFile[] };

/** The files the download adds to the project folder (plugins/exampleProjects/project.ts). */
const ADDED = new Set(['README.md', 'start.mjs']);
const isLockFile = (file: string) => /(^|\/)package-lock\.json$/.test(file);

function LockFile({ text }: { text: string }) {
  const t = useSiteI18n();
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}>
      <summary>{fill(t('exampleFilesLock'), { lines: text.split('\n').length - 1 })}</summary>
      {open ? (
        <pre className="mf-example-file-code">
          <code>{text}</code>
        </pre>
      ) : null}
    </details>
  );
}

export function ExampleFiles({ example }: { example: string }) {
  const t = useSiteI18n();
  const { files, bytes } = projectOf(example);
  const [state, setState] = useState<State>({ stage: 'closed' });
  const load = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || state.stage === 'loading' || state.stage === 'ready') return;
    setState({ stage: 'loading' });
    fetch(`/examples/${example}.files.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.json() as Promise<ListedFile[]>;
      })
      .then((listed) => setState({ stage: 'ready', files: listed }))
      .catch(() => setState({ stage: 'error' }));
  };
  return (
    // rp-not-doc: the framework styles a page's details as one clickable block (pointer, hover colour), wrong over file contents.
    <details className="mf-example-files rp-not-doc" onToggle={load} data-example={example}>
      <summary>{fill(t('exampleFilesSummary'), { files, size: formatBytes(bytes) })}</summary>
      {state.stage === 'loading' ? <p role="status">{t('exampleFilesLoading')}</p> : null}
      {state.stage === 'error' ? <p role="alert">{t('exampleFilesError')}</p> : null}
      {state.stage === 'ready' ? (
        <ul className="mf-example-file-list">
          {state.files.map((file) => (
            <li key={file.path} className="mf-example-file">
              <p className="mf-example-file-path">
                <code>{`${example}/${file.path}`}</code>
                <span>
                  {formatBytes(file.bytes)}
                  {ADDED.has(file.path) ? ` · ${t('exampleFilesAdded')}` : ''}
                </span>
              </p>
              {file.text === undefined ? (
                <p>{t('exampleFilesBinary')}</p>
              ) : isLockFile(file.path) ? (
                <LockFile text={file.text} />
              ) : (
                <pre className="mf-example-file-code">
                  <code>{file.text}</code>
                </pre>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
