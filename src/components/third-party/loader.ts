import { startThirdParty } from './start-third-party';

// Runs on every page when a third-party script is configured (ThirdPartyScripts.astro). The
// data layer is the one the portal's events go to (islands/shared/analytics.ts).

window.dataLayer ??= [];
void startThirdParty(
  {
    tagManager: import.meta.env.PUBLIC_TAG_MANAGER_SRC as string | undefined,
    experiment: import.meta.env.PUBLIC_EXPERIMENT_SRC as string | undefined,
    monitoring: import.meta.env.PUBLIC_MONITORING_SRC as string | undefined,
  },
  {
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
    random: Math.random,
  },
);
