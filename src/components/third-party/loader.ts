import { pagePieces } from './page-pieces';
import { startThirdParty } from './start-third-party';

// Runs on every page when a third-party script is configured (ThirdPartyScripts.astro). The
// data layer is the one the portal's events go to (islands/shared/analytics.ts).

void startThirdParty(
  {
    tagManager: import.meta.env.PUBLIC_TAG_MANAGER_SRC as string | undefined,
    experiment: import.meta.env.PUBLIC_EXPERIMENT_SRC as string | undefined,
    monitoring: import.meta.env.PUBLIC_MONITORING_SRC as string | undefined,
  },
  pagePieces(),
);
