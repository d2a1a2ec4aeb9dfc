// Below every doc page: "Edit this page" on hand-written pages (the docs plugin's editUrl, made
// from the site's source setting in docusaurus.config.ts), "Report a problem with this page" on
// every page (a new issue in that repository naming the page's address and title), and when the
// page last changed (from git; left out when the build had no history, see plugins/last-update).
// Plain links and text rather than the classic footer's components (tags list, edit icon,
// translated date sentence), which cost 0.8 KiB gzip of every doc page. No page has tags:
// plugins/doc-checks stops the build should one get them.
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {reportProblemUrl} from '@site/contracts/site-source';
import styles from './styles.module.css';

export default function DocItemFooter(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const page = {url: siteConfig.url + metadata.permalink, title: metadata.title};
  const updated = metadata.lastUpdatedAt ? new Date(metadata.lastUpdatedAt) : null;
  return (
    <footer className={styles.footer}>
      <p className={styles.links}>
        {metadata.editUrl && <a href={metadata.editUrl}>Edit this page</a>}
        <a href={reportProblemUrl(siteConfig.customFields!.siteRepository as string, page)}>Report a problem with this page</a>
      </p>
      {updated && (
        <p>
          Last updated on{' '}
          <time dateTime={updated.toISOString().slice(0, 10)}>
            {updated.toLocaleDateString('en', {dateStyle: 'medium', timeZone: 'UTC'})}
          </time>
        </p>
      )}
    </footer>
  );
}
