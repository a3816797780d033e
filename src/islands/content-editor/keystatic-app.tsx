import { makePage } from '@keystatic/astro/ui';
// The editor's configuration lives at the project root, where Keystatic expects it.
// eslint-disable-next-line no-restricted-imports
import config from '../../../keystatic.config';

/** Keystatic's whole editor UI on the site's content collections (decision 0044). */
export const KeystaticApp = makePage(config);
