// The only script on content pages before a visitor searches: on first focus of a search form it
// loads the search module (/search/search-ui.js, which loads Pagefind; decision 0045). Kept as a
// string so astro.config.mjs can put its hash into the Content-Security-Policy; change it and the
// hash follows.
import { createHash } from 'node:crypto';

export const SEARCH_LOADER =
  "document.querySelectorAll('form[data-site-search]').forEach(function(f){var go=function(){import('/search/search-ui.js').then(function(m){m.enhance(f)})};f.addEventListener('focusin',go,{once:true});if(f.dataset.autostart!==undefined)go()});";

/** @returns {`sha256-${string}`} */
export const searchLoaderHash = () =>
  `sha256-${createHash('sha256').update(SEARCH_LOADER).digest('base64')}`;
