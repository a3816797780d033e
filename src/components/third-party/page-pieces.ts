import type { BrowserPieces } from './start-third-party';

/** The real page's pieces for startThirdParty: its cookie, storage, fetch and data layer. */
export function pagePieces(random: () => number = Math.random): BrowserPieces {
  window.dataLayer ??= [];
  return {
    cookie: document.cookie,
    storage: window.localStorage,
    fetch: window.fetch.bind(window),
    addScript: (src) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.append(script);
    },
    dataLayer: window.dataLayer,
    random,
  };
}
