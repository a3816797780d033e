import { makePage } from '@keystatic/astro/ui';
import { useEffect, useState } from 'react';
// The editor's configuration lives at the project root, where Keystatic expects it.
// eslint-disable-next-line no-restricted-imports
import config from '../../../keystatic.config';
import { repairEditorAccessibility } from './accessibility-repairs';
import { warnBeforeDelete } from './delete-warning';
import { loadEntryTitles, reloadEntryTitlesOnNavigation } from './entry-titles';
import { keepEditorOnContentReload } from './keep-editor-on-content-reload';

const KeystaticPage = makePage(config);
keepEditorOnContentReload();
const titlesLoaded = loadEntryTitles();

/** Keystatic's whole editor UI on the site's content collections (decision 0044). */
export function KeystaticApp() {
  // The pickers read the entries' titles as they render: the editor waits for them (a local
  // request; on failure the pickers show ids).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void titlesLoaded.then(() => setReady(true));
    // One watch of the page for what our code adds to Keystatic's: it runs on every change
    // Keystatic makes, typing included.
    const reloadTitles = reloadEntryTitlesOnNavigation();
    const onChange = () => {
      repairEditorAccessibility(document.body);
      warnBeforeDelete(document.body);
      reloadTitles();
    };
    const observer = new MutationObserver(onChange);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return ready ? <KeystaticPage /> : null;
}
