/** The e2e server's staff token of the processing-request routes (playwright.config.ts). */
export const E2E_COMPANY_REQUEST_STAFF_TOKEN = 'e2e-kasittelypyyntojen-avain-2026';
