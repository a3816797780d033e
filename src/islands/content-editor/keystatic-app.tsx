import { makePage } from '@keystatic/astro/ui';
import { useEffect } from 'react';
// The editor's configuration lives at the project root, where Keystatic expects it.
// eslint-disable-next-line no-restricted-imports
import config from '../../../keystatic.config';
import { repairEditorAccessibility } from './accessibility-repairs';
import { warnBeforeDelete } from './delete-warning';
import { keepEditorOnContentReload } from './keep-editor-on-content-reload';

const KeystaticPage = makePage(config);
keepEditorOnContentReload();

/** Keystatic's whole editor UI on the site's content collections (decision 0044). */
export function KeystaticApp() {
  useEffect(() => {
    const stopRepairs = repairEditorAccessibility(document.body);
    const stopWarning = warnBeforeDelete(document.body);
    return () => {
      stopRepairs();
      stopWarning();
    };
  }, []);
  return <KeystaticPage />;
}
