import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {markdownPathOf} from '@site/contracts/markdown-copies';
import styles from './styles.module.css';

// "Copy page as Markdown" and a plain link to the page's Markdown copy (plugins/markdown-copies).
// Nothing is fetched until the button is pressed; the outcome is announced in a status region,
// and when the copy cannot be made the message points to the link.

type Outcome = 'idle' | 'copying' | 'copied' | 'download-failed' | 'clipboard-denied';

const MESSAGES: Record<Outcome, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied the page as Markdown.',
  'download-failed': 'The Markdown copy did not download. Try again, or open the Markdown file.',
  'clipboard-denied': 'The browser did not allow copying to the clipboard. Open the Markdown file to copy it from there.',
};

class DownloadError extends Error {}

async function download(url: string): Promise<string> {
  const response = await fetch(url).catch(() => {
    throw new DownloadError();
  });
  // An HTML answer is a page, not the copy: the dev server's fallback (`npm start` has no
  // copies) or a host's error page sent with 200.
  if (!response.ok || response.headers.get('content-type')?.startsWith('text/html')) throw new DownloadError();
  return response.text();
}

async function copyToClipboard(url: string): Promise<void> {
  const text = download(url);
  // Safari allows clipboard writes only within the click, before the download has finished:
  // a ClipboardItem takes the pending text. Where there is none, write it once downloaded.
  if (typeof ClipboardItem === 'function') {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await Promise.all([text, navigator.clipboard.write([new ClipboardItem({'text/plain': blob})])]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export default function CopyPageMarkdown({route}: {route: string}): ReactNode {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const href = markdownPathOf(route);
  const failed = outcome === 'download-failed' || outcome === 'clipboard-denied';
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button button--sm button--outline button--secondary"
        aria-disabled={outcome === 'copying'}
        onClick={() => {
          if (outcome === 'copying') return;
          setOutcome('copying');
          copyToClipboard(href).then(
            () => setOutcome('copied'),
            (error: unknown) => setOutcome(error instanceof DownloadError ? 'download-failed' : 'clipboard-denied'),
          );
        }}
      >
        Copy page as Markdown
      </button>
      <a className={styles.link} href={href}>
        Markdown file
      </a>
      <span role="status" className={clsx(styles.status, failed && styles.failed)}>
        {MESSAGES[outcome]}
      </span>
    </div>
  );
}
