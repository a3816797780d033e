import { makePage } from '@keystatic/astro/ui';
import config from '../../../keystatic.config';

/** Keystatic's whole editor UI on the site's content collections (decision 0044). */
export const KeystaticApp = makePage(config);
